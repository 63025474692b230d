// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages, siteContentEndpoints } from '@constelaciones/contract';
import { answer, callsTo, expectFieldMessage, findPopup, renderScreen } from '../../../test/support';
import { SyllabusForm, type SyllabusModule } from './SyllabusForm';

vi.mock('../../../lib/client', () => import('../../../test/support'));

const { siteContent } = messages;

const modules: SyllabusModule[] = [
  { number: 1, title: 'Módulo 1', topics: ['El sistema familiar'] },
  { number: 2, title: 'Módulo 2', topics: ['Los órdenes del amor'] },
  { number: 3, title: 'Módulo 3', topics: ['Padres e hijos'] },
];

/** The form, with a preview that lists every topic it is given. */
function showSyllabus() {
  const shown = renderScreen(
    <SyllabusForm
      modules={modules}
      preview={(typed) => (
        <ul aria-label="Temas en la vista previa">
          {typed.flatMap(({ number, topics }) =>
            topics.map((topic) => <li key={number + topic}>{topic}</li>),
          )}
        </ul>
      )}
    />,
    { at: '/admin/contenido-del-sitio/temario' },
  );
  const retype = async (title: string, text: string) => {
    await shown.user.clear(screen.getByLabelText(`Temas del ${title}`));
    await shown.user.click(screen.getByLabelText(`Temas del ${title}`));
    await shown.user.paste(text);
  };
  return { ...shown, retype };
}

describe('Temario', () => {
  it('shows the topics as typed in the preview, one per line, blank lines left out', async () => {
    const { retype } = showSyllabus();
    await retype('Módulo 2', 'Los órdenes del amor\n\n  Tomar a los padres  ');
    const preview = within(screen.getByRole('list', { name: 'Temas en la vista previa' }));
    expect(await preview.findByText('Tomar a los padres')).toBeVisible();
    expect(preview.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'El sistema familiar',
      'Los órdenes del amor',
      'Tomar a los padres',
      'Padres e hijos',
    ]);
  });

  it('saves with one Guardar temario only the modules she changed', async () => {
    answer(siteContentEndpoints.saveTopics, { msg: siteContent.topicsSaved });
    const { user, retype } = showSyllabus();
    await retype('Módulo 2', 'Los órdenes del amor\n\nTomar a los padres');
    await retype('Módulo 3', 'Padres e hijos\nLa pareja');
    await user.click(screen.getByRole('button', { name: 'Guardar temario' }));
    await findPopup(messages.popup.successTitle, siteContent.topicsSaved);
    expect(callsTo(siteContentEndpoints.saveTopics)).toEqual([
      { params: { number: '2' }, body: { topics: ['Los órdenes del amor', 'Tomar a los padres'] } },
      { params: { number: '3' }, body: { topics: ['Padres e hijos', 'La pareja'] } },
    ]);
    expect(screen.getByLabelText('Temas del Módulo 2', { selector: 'textarea' })).toHaveValue(
      'Los órdenes del amor\nTomar a los padres',
    );
  });

  it('tells a module’s rule next to it and sends nothing', async () => {
    const { user, retype } = showSyllabus();
    await retype('Módulo 1', Array.from({ length: 41 }, (_, at) => `Tema ${at + 1}`).join('\n'));
    await user.click(screen.getByRole('button', { name: 'Guardar temario' }));
    await findPopup(messages.popup.errorTitle, siteContent.updateFailed);
    await expectFieldMessage(
      screen.getByLabelText('Temas del Módulo 1', { selector: 'textarea' }),
      `${siteContent.tooManyTopics(40)} Un tema por línea.`,
    );
    expect(callsTo(siteContentEndpoints.saveTopics)).toEqual([]);
  });
});
