import { articleEndpoints as endpoints, type ArticleFormOutput } from '@constelaciones/contract';
import { call } from '../../../lib/client';

function articleForm({ title, paragraph }: ArticleFormOutput, img: File | null): FormData {
  const form = new FormData();
  form.append('title', title);
  form.append('paragraph', paragraph);
  if (img) form.append('img', img);
  return form;
}

/** The image is required; the spec's answer echoes the article at the top level. */
export const createArticle = (article: ArticleFormOutput, img: File | null) =>
  call(endpoints.create, { body: articleForm(article, img) });

/** Without a new image the server keeps the current one. */
export const editArticle = (id: string, article: ArticleFormOutput, img: File | null) =>
  call(endpoints.edit, { params: { id }, body: articleForm(article, img) });
