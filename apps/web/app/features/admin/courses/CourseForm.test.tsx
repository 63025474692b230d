// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { courseEndpoints, dateChangeEndpoints, messages, type Course } from '@constelaciones/contract';
import { answer, callsTo, expectFieldMessage, findPopup, refuse, renderScreen } from '../../../test/support';
import { CourseForm } from './CourseForm';

vi.mock('../../../lib/client', () => import('../../../test/support'));

const { validation, course: texts } = messages;

const aCourse: Course = {
  _id: '0b8f7a52-0d5e-4a8e-9a53-3c1a3c1f0400',
  slug: 'talleres-presenciales',
  title: 'Talleres presenciales',
  day: '2030-05-16',
  hour: 18,
  priceAnticipedPesos: 40000,
  pricePesos: 50000,
  priceDolar: 60,
  linkMP: 'https://pagos.example/mp',
  linkPP: 'https://pagos.example/pp',
  capacity: null,
  installments: null,
};

function showForm() {
  answer(dateChangeEndpoints.enrolled, { enrolled: 0 });
  const onSaved = vi.fn();
  const shown = renderScreen(<CourseForm item={aCourse} onSaved={onSaved} />);
  return {
    ...shown,
    onSaved,
    hour: screen.getByLabelText('Hora (0 a 23, hora Argentina)'),
    save: screen.getByRole('button', { name: 'Guardar cambios' }),
  };
}

async function setHour({ user, hour }: ReturnType<typeof showForm>, value: string) {
  await user.clear(hour);
  await user.type(hour, value);
  await user.tab();
}

describe('Editar curso', () => {
  it('shows the title it does not let change, and the hour between 0 and 23', async () => {
    const form = showForm();
    expect(screen.getByText('Talleres presenciales')).toBeVisible();
    await setHour(form, '24');
    await expectFieldMessage(form.hour, validation.hourMax);
    await setHour(form, '-1');
    await expectFieldMessage(form.hour, validation.hourMin);
  });

  it('requires both payment links', async () => {
    const { user, save } = showForm();
    await user.clear(screen.getByLabelText('Link de Mercado Pago'));
    await user.clear(screen.getByLabelText('Link de PayPal'));
    await user.click(save);
    await expectFieldMessage(screen.getByLabelText('Link de Mercado Pago'), validation.linkRequired);
    await expectFieldMessage(screen.getByLabelText('Link de PayPal'), validation.linkRequired);
    expect(callsTo(courseEndpoints.edit)).toEqual([]);
  });

  it('saves the prices as numbers and says Curso editado correctamente', async () => {
    answer(courseEndpoints.edit, { courseUpdated: { ...aCourse, hour: 19 }, msg: texts.updated });
    const form = showForm();
    await setHour(form, '19');
    await form.user.click(form.save);
    await findPopup(messages.popup.successTitle, texts.updated);
    expect(callsTo(courseEndpoints.edit)[0]?.body).toMatchObject({
      hour: 19,
      pricePesos: 50000,
      priceDolar: 60,
    });
    expect(form.onSaved).toHaveBeenCalled();
  });

  it('says Error al editar el curso when the save fails', async () => {
    refuse(courseEndpoints.edit, 500, {});
    const form = showForm();
    await form.user.click(form.save);
    await findPopup(messages.popup.errorTitle, texts.updateFailed);
  });
});
