import { desc, eq } from 'drizzle-orm';
import type { Article } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema';

export type ArticleRow = typeof articles.$inferSelect;

export function toArticle(row: ArticleRow): Article {
  return {
    _id: row.id,
    title: row.title,
    paragraph: row.paragraph,
    img: row.img,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function articleRepository(db: Db) {
  return {
    async list(): Promise<Article[]> {
      return (await db.select().from(articles).orderBy(desc(articles.updatedAt))).map(toArticle);
    },
    async find(id: string): Promise<Article | undefined> {
      const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
      return row && toArticle(row);
    },
  };
}
