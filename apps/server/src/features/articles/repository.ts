import { desc, eq } from 'drizzle-orm';
import type { Article, ArticleFormOutput } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema';

export type ArticleRow = typeof articles.$inferSelect;
type ArticleColumns = ArticleFormOutput & { img: string };

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

/** The articles' queries, on the database or inside a write's transaction. */
export function articleRepository(db: Db) {
  return {
    async list(): Promise<Article[]> {
      return (await db.select().from(articles).orderBy(desc(articles.updatedAt))).map(toArticle);
    },
    async find(id: string): Promise<Article | undefined> {
      const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
      return row && toArticle(row);
    },
    /** The article as it is now, locked until the transaction ends, so that its audited `before` holds. */
    async lock(id: string): Promise<Article | undefined> {
      const [row] = await db.select().from(articles).where(eq(articles.id, id)).for('update');
      return row && toArticle(row);
    },
    async insert(values: ArticleColumns): Promise<Article> {
      const [row] = await db.insert(articles).values(values).returning();
      return toArticle(row!);
    },
    async update(id: string, values: ArticleColumns): Promise<Article> {
      const [row] = await db
        .update(articles)
        .set({ ...values, demo: false })
        .where(eq(articles.id, id))
        .returning();
      return toArticle(row!);
    },
    async remove(id: string): Promise<Article | undefined> {
      const [row] = await db.delete(articles).where(eq(articles.id, id)).returning();
      return row && toArticle(row);
    },
  };
}
