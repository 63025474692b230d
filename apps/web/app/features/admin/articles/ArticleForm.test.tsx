// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { articleEndpoints, messages, type Article } from '@constelaciones/contract';
import { answer, anImage, callsTo, findPopup, refuse, renderScreen } from '../../../test/support';
import { ArticleForm } from './ArticleForm';

vi.mock('../../../lib/client', () => import('../../../test/support'));

const { article: texts, validation } = messages;

const anArticle: Article = {
  _id: '0b8f7a52-0d5e-4a8e-9a53-3c1a3c1f0300',
  title: 'Los órdenes del amor',
  paragraph: '## Qué son\n\nUn texto sobre los **órdenes** del amor.',
  img: 'ordenes.webp',
  createdAt: '2030-03-10T15:00:00.000Z',
  updatedAt: '2030-03-10T15:00:00.000Z',
};

function showForm(article?: Article) {
  const onSaved = vi.fn();
  const shown = renderScreen(<ArticleForm article={article} onSaved={onSaved} />, {
    at: '/admin/agregar-articulo',
  });
  return { ...shown, onSaved };
}

async function write({ user }: ReturnType<typeof showForm>) {
  await user.click(screen.getByLabelText('Título'));
  await user.paste(anArticle.title);
  await user.click(screen.getByLabelText('Texto del artículo'));
  await user.paste(anArticle.paragraph);
}

describe('Agregar artículo', () => {
  it('previews the Markdown as the article page will show it', async () => {
    const form = showForm();
    await write(form);
    const preview = screen.getByRole('region', { name: 'Vista previa' });
    expect(await within(preview).findByRole('heading', { name: 'Qué son' })).toBeVisible();
    expect(within(preview).getByText('órdenes', { selector: 'strong' })).toBeVisible();
  });

  it('asks for the image before anything is sent', async () => {
    const form = showForm();
    await write(form);
    await form.user.click(screen.getByRole('button', { name: 'Crear artículo' }));
    expect(await screen.findByText(validation.imageRequired)).toBeVisible();
    expect(callsTo(articleEndpoints.create)).toEqual([]);
  });

  it('creates the article, then offers Home or Agregar otra actividad', async () => {
    answer(articleEndpoints.create, { ...anArticle, msg: texts.created });
    const form = showForm();
    await write(form);
    await form.user.upload(screen.getByLabelText('Imagen'), anImage());
    await form.user.click(screen.getByRole('button', { name: 'Crear artículo' }));
    const done = await screen.findByRole('dialog', { name: texts.created });
    expect(within(done).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await form.user.click(within(done).getByRole('button', { name: 'Agregar otra actividad' }));
    expect(screen.getByLabelText('Título')).toHaveValue('');
    const [sent] = callsTo(articleEndpoints.create);
    expect(sent?.body.get('paragraph')).toBe(anArticle.paragraph);
  });

  it('says No se pudo crear el artículo when the server refuses it', async () => {
    refuse(articleEndpoints.create, 500, { msg: messages.server.unexpected });
    const form = showForm();
    await write(form);
    await form.user.upload(screen.getByLabelText('Imagen'), anImage());
    await form.user.click(screen.getByRole('button', { name: 'Crear artículo' }));
    await findPopup(messages.popup.errorTitle, texts.createFailed);
  });
});

describe('Editar artículo', () => {
  it('keeps the current image and says Artículo actualizado con éxito', async () => {
    answer(articleEndpoints.edit, { article: { ...anArticle, title: 'Nuevo título' }, msg: texts.updated });
    const { user, onSaved } = showForm(anArticle);
    expect(
      screen.getByRole('img', { name: `Imagen actual de el artículo ${anArticle.title}` }),
    ).toBeVisible();
    await user.clear(screen.getByLabelText('Título'));
    await user.paste('Nuevo título');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await findPopup(messages.popup.successTitle, texts.updated);
    expect(onSaved).toHaveBeenCalled();
    const [sent] = callsTo(articleEndpoints.edit);
    expect(sent?.body.get('title')).toBe('Nuevo título');
    expect(sent?.body.get('img')).toBeNull();
  });
});
