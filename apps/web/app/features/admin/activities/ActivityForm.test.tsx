// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activityEndpoints, dateChangeEndpoints, messages, type Activity } from '@constelaciones/contract';
import {
  answer,
  anImage,
  callsTo,
  expectFieldMessage,
  findPopup,
  ITEM_ID,
  refuse,
  renderScreen,
} from '../../../test/support';
import { ActivityForm } from './ActivityForm';
import type { Associations } from './associations';

vi.mock('../../../lib/client', () => import('../../../test/support'));

const { validation, activity: texts } = messages;
const associations: Associations = {
  courses: [{ _id: ITEM_ID, title: 'Talleres presenciales' }],
  modules: [],
};

const anActivity = (overrides: Partial<Activity> = {}): Activity => ({
  _id: '0b8f7a52-0d5e-4a8e-9a53-3c1a3c1f0200',
  title: 'Charla abierta',
  description: 'Una charla abierta sobre constelaciones.',
  img: 'charla.webp',
  day: '2030-04-12T22:00:00.000Z',
  pricePesos: 5000,
  priceDolar: 10,
  modality: 'Presencial',
  city: 'Córdoba',
  important: true,
  archived: false,
  associate: null,
  associateModel: null,
  kind: null,
  capacity: null,
  installments: null,
  updatedAt: '2030-03-10T15:00:00.000Z',
  ...overrides,
});

function showForm(activity?: Activity) {
  const onSaved = vi.fn();
  const shown = renderScreen(
    <ActivityForm activity={activity} associations={associations} onSaved={onSaved} />,
    { at: '/admin/agregar-actividad' },
  );
  const field = (label: string) => screen.getByLabelText(label);
  const submit = screen.getByRole('button', { name: activity ? 'Guardar cambios' : 'Crear actividad' });
  return { ...shown, onSaved, field, submit };
}

type Form = ReturnType<typeof showForm>;

async function fillNewActivity({ user, field }: Form) {
  // Pasted rather than typed key by key: the same events for the form, in a fraction of the time.
  const fill = async (label: string, text: string) => {
    await user.click(field(label));
    await user.paste(text);
  };
  await fill('Título', 'Charla abierta');
  fireEvent.change(field('Fecha y hora (hora Argentina)'), { target: { value: '2030-04-12T19:00' } });
  await user.selectOptions(field('Modalidad'), 'Presencial');
  await fill('Ciudad', 'Córdoba');
  await user.selectOptions(field('Importante'), 'true');
  await fill('Precio en pesos', '5000');
  await fill('Precio en dólares', '10');
  await fill('Descripción', 'Una charla abierta sobre constelaciones.');
  await user.upload(field('Imagen'), anImage());
}

describe('Agregar actividad', () => {
  it('tells every required field’s own message, the image’s too, and sends nothing', async () => {
    const { user, field, submit } = showForm();
    await user.click(submit);
    await expectFieldMessage(field('Título'), validation.nameRequired);
    await expectFieldMessage(field('Fecha y hora (hora Argentina)'), validation.dateRequired);
    await expectFieldMessage(field('Modalidad'), validation.modalityRequired);
    await expectFieldMessage(field('Ciudad'), validation.cityRequired);
    await expectFieldMessage(field('Importante'), validation.importanceRequired);
    await expectFieldMessage(field('Precio en pesos'), validation.pricePesosRequired);
    await expectFieldMessage(field('Precio en dólares'), validation.priceDolarRequired);
    await expectFieldMessage(field('Descripción'), validation.descriptionRequired);
    expect(screen.getByText(validation.imageRequired)).toBeVisible();
    expect(callsTo(activityEndpoints.create)).toEqual([]);
  });

  it('keeps the associated item disabled until a type is chosen, then offers the real courses', async () => {
    const { user, field } = showForm();
    expect(field('Curso o módulo asociado')).toBeDisabled();
    await user.selectOptions(field('Asociar a'), 'Course');
    expect(field('Curso o módulo asociado')).toBeEnabled();
    expect(screen.getByRole('option', { name: 'Talleres presenciales' })).toBeInTheDocument();
  });

  it('refuses a file that is not an image, every other field right, and sends nothing', async () => {
    const form = showForm();
    await fillNewActivity(form);
    // Not through user.upload, which would honour the input's accept list.
    fireEvent.change(form.field('Imagen'), {
      target: { files: [new File(['%PDF'], 'programa.pdf', { type: 'application/pdf' })] },
    });
    await form.user.click(form.submit);
    expect(await screen.findByText(validation.imageInvalid)).toBeVisible();
    expect(callsTo(activityEndpoints.create)).toEqual([]);
  });

  it('creates the activity with its image, says so and empties the form', async () => {
    answer(activityEndpoints.create, { activity: anActivity(), msg: texts.created });
    const form = showForm();
    await fillNewActivity(form);
    await form.user.click(form.submit);
    await findPopup(messages.popup.successTitle, texts.created);
    const [sent] = callsTo(activityEndpoints.create);
    expect(sent?.body.get('title')).toBe('Charla abierta');
    expect(sent?.body.get('day')).toBe('2030-04-12T22:00:00.000Z');
    expect(sent?.body.get('important')).toBe('true');
    expect(sent?.body.get('img')).toBeInstanceOf(File);
    expect(form.field('Título')).toHaveValue('');
  });

  it('shows the server’s refusal next to its field and says No se pudo crear la actividad', async () => {
    refuse(activityEndpoints.create, 400, {
      msg: messages.server.invalidInput,
      errors: { city: validation.cityRequired },
    });
    const form = showForm();
    await fillNewActivity(form);
    await form.user.click(form.submit);
    await findPopup(messages.popup.errorTitle, texts.createFailed);
    await expectFieldMessage(form.field('Ciudad'), validation.cityRequired);
  });
});

describe('Editar actividad', () => {
  it('words a missing title as the edit form does, and offers to archive', async () => {
    answer(dateChangeEndpoints.enrolled, { enrolled: 0 });
    const { user, field, submit } = showForm(anActivity());
    expect(screen.getByRole('switch', { name: texts.archivePrompt })).not.toBeChecked();
    await user.clear(field('Título'));
    await user.click(submit);
    await expectFieldMessage(field('Título'), validation.titleRequired);
  });

  it('saves the changes, keeping the image, and says Actividad actualizada con éxito', async () => {
    answer(dateChangeEndpoints.enrolled, { enrolled: 0 });
    answer(activityEndpoints.edit, { activity: anActivity({ archived: true }), msg: texts.updated });
    const { user, submit, onSaved } = showForm(anActivity());
    await user.click(screen.getByRole('switch', { name: texts.archivePrompt }));
    await user.click(submit);
    await findPopup(messages.popup.successTitle, texts.updated);
    expect(onSaved).toHaveBeenCalled();
    const [sent] = callsTo(activityEndpoints.edit);
    expect(sent?.params).toEqual({ id: anActivity()._id });
    expect(sent?.body.get('archived')).toBe('true');
    expect(sent?.body.get('img')).toBeNull();
  });
});
