import type { Article, ArticleFormOutput, MessageResponse } from '@constelaciones/contract';
import { api } from '../../../lib/api';

export async function listArticles(): Promise<Article[]> {
  const { articles } = await api<{ articles: Article[] }>('/blog');
  return articles;
}

export async function findArticle(id: string): Promise<Article> {
  const { article } = await api<{ article: Article }>(`/blog/show/${encodeURIComponent(id)}`);
  return article;
}

function articleForm({ title, paragraph }: ArticleFormOutput, img: File | null): FormData {
  const form = new FormData();
  form.append('title', title);
  form.append('paragraph', paragraph);
  if (img) form.append('img', img);
  return form;
}

/** The image is required; the spec's answer echoes the article at the top level. */
export const createArticle = (article: ArticleFormOutput, img: File | null) =>
  api<Article & MessageResponse>('/blog/create', { method: 'POST', body: articleForm(article, img) });

/** Without a new image the server keeps the current one. */
export const editArticle = (id: string, article: ArticleFormOutput, img: File | null) =>
  api<{ article: Article } & MessageResponse>(`/blog/edit/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: articleForm(article, img),
  });

export const deleteArticle = (id: string) =>
  api<MessageResponse>(`/blog/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });
