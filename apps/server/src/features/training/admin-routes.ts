import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages, moduleEditSchema, moduleSchema } from '@constelaciones/contract';
import { modules } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { recordChange } from '../audit/audit';
import type { Services } from '../services';
import { toModule } from './repository';

/** The owner edits a module's date, prices, links and toggles (title and type are not editable). */
export const moduleAdminRoutes: FastifyPluginAsyncZod<Services> = async (app, { database, catalog }) => {
  app.put(
    '/modules/edit/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: z.object({ id: z.string() }),
        body: moduleEditSchema,
        response: { 200: z.object({ moduleUpdated: moduleSchema, msg: z.string() }) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound();
      const { date, link_intro, ...rest } = request.body;
      const row = await database.db.transaction(async (tx) => {
        const [current] = await tx.select().from(modules).where(eq(modules.id, id)).limit(1);
        if (!current) return undefined;
        const [updated] = await tx
          .update(modules)
          .set({ ...rest, date: new Date(date), linkIntro: link_intro, updatedAt: new Date() })
          .where(eq(modules.id, id))
          .returning();
        await recordChange(tx, {
          actorId: request.user!.id,
          action: 'update',
          entity: 'module',
          entityId: id,
          before: toModule(current, { withLink: true }),
          after: toModule(updated!, { withLink: true }),
        });
        return updated;
      });
      if (!row) throw notFound();
      catalog.invalidate('modules');
      return { moduleUpdated: toModule(row, { withLink: true }), msg: messages.module.updated };
    },
  );
};
