// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  emptySection,
  messages,
  siteContentEndpoints,
  type SiteImage,
  type SiteSections,
} from '@constelaciones/contract';
import { answer, callsTo, findPopup } from '../test/support';
import { LEAVE_QUESTION } from '../features/admin/kit/UnsavedChangesGuard';
import { partAt } from '../features/admin/site-content/parts';
import SiteContentPartTab from './admin-contenido-del-sitio-parte';

vi.mock('../lib/client', () => import('../test/support'));

const picture = (file: string, alt: string): SiteImage => ({ file, alt });

/** Her records as saved: what each part's form starts from and its preview draws beside her typing. */
const saved: SiteSections = {
  owner: { ...emptySection('owner'), name: 'Mariana Ríos', profession: 'Psicóloga' },
  home: {
    ...emptySection('home'),
    heading: 'Constelaciones familiares',
    shortBio: 'Acompaño a personas y familias.',
    portrait: [picture('retrato.webp', 'Mariana sonriendo')],
  },
  biography: { ...emptySection('biography'), heading: 'Conoceme', paragraphs: 'Nací en Rosario.' },
  'talleres-presenciales': {
    ...emptySection('talleres-presenciales'),
    heading: 'Talleres presenciales',
    paragraphs: 'Un sábado al mes.',
    slides: [picture('ronda.webp', 'Una ronda'), picture('patio.webp', 'El patio')],
  },
  'talleres-virtuales': { ...emptySection('talleres-virtuales'), heading: 'Talleres virtuales' },
  training: { ...emptySection('training'), heading: 'Formación NCFA', duration: 'Dos años' },
  footer: { ...emptySection('footer'), email: 'hola@example.com' },
};

const syllabus = [
  { number: 1, title: 'Módulo 1', topics: ['El sistema familiar'] },
  { number: 2, title: 'Módulo 2', topics: ['Los órdenes del amor'] },
];

/**
 * The part at /admin/contenido-del-sitio/{slug}, as the panel shows it, with the other screens she may open.
 */
async function showPart(slug: string) {
  const Stub = createRoutesStub([
    {
      path: '/admin/contenido-del-sitio/:part',
      Component: SiteContentPartTab,
      HydrateFallback: () => null,
      loader: ({ params }) => ({ part: partAt(params.part)!, sections: saved, syllabus }),
    },
    { path: '/admin/contenido-del-sitio', Component: () => <p>Las partes del sitio</p> },
  ]);
  render(<Stub initialEntries={[`/admin/contenido-del-sitio/${slug}`]} />);
  const user = userEvent.setup({ delay: null });
  const title = partAt(slug)!.title;
  expect(await screen.findByRole('heading', { level: 3, name: title })).toBeVisible();
  const preview = () => screen.getByRole('region', { name: 'Vista previa', hidden: true });
  const retype = async (label: string, text: string) => {
    await user.clear(screen.getByLabelText(label));
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  return { user, preview, retype };
}

describe('Contenido del sitio, a page per part', () => {
  it('Inicio: the preview draws the top of the home page, and follows her typing before anything is saved', async () => {
    const { preview, retype } = await showPart('inicio');
    expect(screen.getByLabelText('Título')).toHaveValue('Constelaciones familiares');
    expect(screen.getByRole('heading', { level: 4, name: 'Vista previa' })).toBeVisible();
    expect(preview()).toHaveAccessibleDescription(
      'Así se va a ver en el sitio. Lo que cambiás se publica recién cuando tocás «Guardar».',
    );
    expect(within(preview()).getByText('Constelaciones familiares')).toBeVisible();
    expect(within(preview()).getByRole('img', { name: 'Mariana sonriendo' })).toBeVisible();
    // She wrote her biography: the home leads to it.
    expect(within(preview()).getByText('Biografía completa')).toBeVisible();

    await retype('Biografía breve', 'Acompaño a **familias** que buscan sanar.');
    await waitFor(() =>
      expect(within(preview()).getByText('familias', { selector: 'strong' })).toBeVisible(),
    );
    expect(callsTo(siteContentEndpoints.home)).toEqual([]);
  });

  it('draws the preview as a picture of the page: its links do not lead off this screen', async () => {
    const { preview } = await showPart('inicio');
    expect(within(preview()).getByText('Biografía completa').closest('[inert]')).not.toBeNull();
  });

  it('saves the texts of the part with one Guardar; then leaving asks nothing', async () => {
    answer(siteContentEndpoints.home, { msg: messages.siteContent.updated });
    const { user, retype } = await showPart('inicio');
    await retype('Título', 'Sanar la historia familiar');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await findPopup(messages.popup.successTitle, messages.siteContent.updated);
    expect(callsTo(siteContentEndpoints.home)).toEqual([
      { body: expect.objectContaining({ heading: 'Sanar la historia familiar' }) },
    ]);
    await user.click(screen.getByRole('link', { name: 'Siguiente: Conoceme', hidden: true }));

    expect(await screen.findByRole('heading', { level: 3, name: 'Conoceme', hidden: true })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: LEAVE_QUESTION.title })).not.toBeInTheDocument();
  });

  it('asks before going to another part with texts not saved, and keeps them if she stays', async () => {
    const { user, retype } = await showPart('inicio');
    await retype('Título', 'Sanar la historia familiar');
    await user.click(screen.getByRole('link', { name: 'Siguiente: Conoceme' }));
    await findPopup(LEAVE_QUESTION.title, LEAVE_QUESTION.text);
    await user.click(screen.getByRole('button', { name: LEAVE_QUESTION.stay, hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Título')).toHaveValue('Sanar la historia familiar');
    expect(screen.getByRole('heading', { level: 3, name: 'Inicio' })).toBeVisible();
  });

  it('asks too when photos were moved and not saved with Guardar imágenes', async () => {
    const { user } = await showPart('talleres-presenciales');
    const carousel = screen.getByRole('group', { name: 'Carrusel de fotos' });
    await user.click(within(carousel).getByRole('button', { name: 'Subir la imagen 2' }));
    await user.click(screen.getByRole('link', { name: 'Todas las partes' }));
    await findPopup(LEAVE_QUESTION.title);
    await user.click(screen.getByRole('button', { name: LEAVE_QUESTION.leave, hidden: true }));
    expect(await screen.findByText('Las partes del sitio')).toBeInTheDocument();
  });

  it('Talleres presenciales: the preview shows the page’s title and text, and where its date and prices come from', async () => {
    const { preview, retype } = await showPart('talleres-presenciales');
    await retype('Texto', 'Dos sábados al mes, en Palermo.');
    await waitFor(() => expect(within(preview()).getByText('Dos sábados al mes, en Palermo.')).toBeVisible());
    expect(within(preview()).getByText('Sobre el taller')).toBeVisible();
    expect(
      within(preview()).getByText(
        'Acá se ven la fecha y los precios del próximo taller, que se cargan en «Administrar cursos».',
      ),
    ).toBeVisible();
  });

  it('Formación NCFA: the preview shows the duration and the format as typed', async () => {
    const { preview, retype } = await showPart('formacion-ncfa');
    expect(within(preview()).getByText('Dos años')).toBeVisible();
    await retype('Modalidad', 'Un fin de semana por mes');
    await waitFor(() => expect(within(preview()).getByText('Un fin de semana por mes')).toBeVisible());
  });

  it('Tus datos: the footer in the preview shows her name as typed; the test e-mail is there', async () => {
    const { preview, retype } = await showPart('tus-datos');
    await retype('Nombre', 'Mariana Ríos Paz');
    await waitFor(() => expect(within(preview()).getByText('Mariana Ríos Paz')).toBeVisible());
    expect(within(preview()).getByText('Psicóloga')).toBeVisible();
    expect(screen.getByRole('heading', { level: 4, name: 'Correo de prueba' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enviar correo de prueba' })).toBeVisible();
    expect(screen.getByRole('group', { name: /^Firma/ })).toBeVisible();
  });

  it('Redes y pie de página: a network she adds brings the bar Seguinos en las redes to the preview', async () => {
    const { preview, retype } = await showPart('redes-y-pie-de-pagina');
    expect(within(preview()).queryByText('Seguinos en las redes')).not.toBeInTheDocument();
    expect(within(preview()).getByText('Mariana Ríos')).toBeVisible();
    await retype('Instagram', 'https://www.instagram.com/mariana.rios');
    await waitFor(() => expect(within(preview()).getByText('Seguinos en las redes')).toBeVisible());
    expect(screen.queryByRole('heading', { level: 4, name: 'Imágenes' })).not.toBeInTheDocument();
  });

  it('Temario: the preview shows each module’s topics as typed, one per line', async () => {
    const { preview, retype } = await showPart('temario');
    await retype('Temas del Módulo 2', 'Los órdenes del amor\n\nTomar a los padres');
    await waitFor(() => expect(within(preview()).getByText('Tomar a los padres')).toBeVisible());
    expect(within(preview()).getByText('El sistema familiar')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Guardar temario' })).toBeVisible();
  });

  it('leads to the part before, the part after and the public page it edits', async () => {
    await showPart('inicio');
    expect(screen.getByRole('link', { name: 'Anterior: Tus datos' })).toHaveAttribute(
      'href',
      '/admin/contenido-del-sitio/tus-datos',
    );
    expect(screen.getByRole('link', { name: 'Siguiente: Conoceme' })).toHaveAttribute(
      'href',
      '/admin/contenido-del-sitio/conoceme',
    );
    expect(screen.getByRole('link', { name: /^Ver la página publicada/ })).toHaveAttribute('href', '/');
  });
});
