import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLog, users } from '../../db/schema';
import type { Services } from '../services';

const entrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});

/** The owner reads who changed what, newest first. */
export const auditRoutes: FastifyPluginAsyncZod<Services> = async (app, { database }) => {
  app.get(
    '/admin/audit',
    {
      config: { access: 'admin' },
      schema: {
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
        response: { 200: z.object({ entries: z.array(entrySchema) }) },
      },
    },
    async (request) => {
      const rows = await database.db
        .select({ entry: auditLog, actor: users.username })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .orderBy(desc(auditLog.at))
        .limit(request.query.limit);
      return {
        entries: rows.map(({ entry, actor }) => ({
          _id: entry.id,
          at: entry.at.toISOString(),
          actor,
          action: entry.action,
          entity: entry.entity,
          entityId: entry.entityId,
          before: entry.before,
          after: entry.after,
        })),
      };
    },
  );
};
