import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { articleFormSchema, articleSchema, messages } from '@constelaciones/contract';
import { articles } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { readMultipartForm } from '../../lib/multipart';
import { parseOrThrow } from '../../lib/validation';
import { removeImageVariants } from '../../integrations/images';
import { deleteAudited, recordChange } from '../audit/audit';
import { writeWithImage } from '../images/upload';
import type { Services } from '../services';
import { toArticle } from './repository';

const idParams = z.object({ id: z.string() });

/** The owner writes, edits and deletes articles (multipart: title, paragraph, img). */
export const articleAdminRoutes: FastifyPluginAsyncZod<Services> = async (
  app,
  { database, images, catalog },
) => {
  const { db } = database;

  app.post(
    '/blog/create',
    // The spec's create answer echoes the article: its fields at the top level.
    { config: { access: 'admin' }, schema: { response: { 201: articleSchema.extend({ msg: z.string() }) } } },
    async (request, reply) => {
      const form = await readMultipartForm(request, 'img');
      const article = parseOrThrow(articleFormSchema, form.fields);
      if (!form.file) {
        throw badRequest(messages.validation.imageRequired, { img: messages.validation.imageRequired });
      }
      const row = await writeWithImage(images, form.file, '', (img) =>
        db.transaction(async (tx) => {
          const [created] = await tx
            .insert(articles)
            .values({ ...article, img })
            .returning();
          await recordChange(tx, {
            actorId: request.user!.id,
            action: 'create',
            entity: 'article',
            entityId: created!.id,
            after: toArticle(created!),
          });
          return created!;
        }),
      );
      catalog.invalidate('articles');
      return reply.code(201).send({ ...toArticle(row), msg: messages.article.created });
    },
  );

  app.put(
    '/blog/edit/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParams, response: { 200: z.object({ article: articleSchema, msg: z.string() }) } },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound();
      const form = await readMultipartForm(request, 'img');
      const article = parseOrThrow(articleFormSchema, form.fields);
      const [current] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
      if (!current) throw notFound();
      const row = await writeWithImage(images, form.file, current.img, (img) =>
        db.transaction(async (tx) => {
          const [updated] = await tx
            .update(articles)
            .set({ ...article, img, updatedAt: new Date() })
            .where(eq(articles.id, id))
            .returning();
          await recordChange(tx, {
            actorId: request.user!.id,
            action: 'update',
            entity: 'article',
            entityId: id,
            before: toArticle(current),
            after: toArticle(updated!),
          });
          return updated!;
        }),
      );
      catalog.invalidate('articles');
      return { article: toArticle(row), msg: messages.article.updated };
    },
  );

  app.delete(
    '/blog/delete/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParams, response: { 200: z.object({ msg: z.string() }) } },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound();
      const removed = await deleteAudited(
        db,
        { actorId: request.user!.id, entity: 'article', entityId: id },
        async (tx) => (await tx.delete(articles).where(eq(articles.id, id)).returning())[0],
        toArticle,
      );
      if (!removed) throw notFound();
      await removeImageVariants(images, removed.img);
      catalog.invalidate('articles');
      return { msg: messages.article.deleted };
    },
  );
};
