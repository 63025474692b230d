import { desc, eq } from 'drizzle-orm';
import { messages, type ModuleProgress, type ProgressSaveInput } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { moduleProgress } from '../../db/schema';
import { HttpError, badRequest, notFound } from '../../lib/errors';
import type { SessionUser } from '../../platform/sessions';
import type { Dependencies } from '../../platform/dependencies';
import { attendanceService } from '../attendance';
import { mayWatch } from './watchers';
import { moduleRepository } from './repository';

type ProgressRow = typeof moduleProgress.$inferSelect;

const toProgress = (row: ProgressRow): ModuleProgress => ({
  module: row.moduleId,
  seconds: row.seconds,
  duration: row.duration,
  updatedAt: row.updatedAt.toISOString(),
});

function progressRepository(db: Db) {
  return {
    async listByUser(userId: string): Promise<ModuleProgress[]> {
      const rows = await db
        .select()
        .from(moduleProgress)
        .where(eq(moduleProgress.userId, userId))
        .orderBy(desc(moduleProgress.updatedAt));
      return rows.map(toProgress);
    },
    /** One row per person and module: the latest position replaces the one before. */
    async save(userId: string, moduleId: string, { seconds, duration }: ProgressSaveInput) {
      const [row] = await db
        .insert(moduleProgress)
        .values({ userId, moduleId, seconds, duration })
        .onConflictDoUpdate({
          target: [moduleProgress.userId, moduleProgress.moduleId],
          set: { seconds, duration, updatedAt: new Date() },
        })
        .returning();
      return toProgress(row!);
    },
  };
}

/**
 * Where each student left each recorded module. Only those who may watch it (its owners and admins) save a
 * position; a plain upsert, since a bookmark is no business change to audit. The first position at the end
 * finishes her purchase of it (`attendance.positionSaved`), which is one.
 */
export function progressService(deps: Pick<Dependencies, 'database' | 'images' | 'catalog'>) {
  const { db } = deps.database;
  const progress = progressRepository(db);
  const modules = moduleRepository(db);
  const attendance = attendanceService(deps);

  return {
    mine: (user: SessionUser) => progress.listByUser(user.id),

    async save(user: SessionUser, moduleId: string, input: ProgressSaveInput): Promise<ModuleProgress> {
      const module = await modules.find(moduleId);
      if (!module) throw notFound();
      if (!(await mayWatch(db, user, module.id))) throw new HttpError(403, messages.module.progressNotOwned);
      if (module.typeModule === 'sincronico') throw badRequest(messages.module.progressLive);
      const saved = await progress.save(user.id, module.id, input);
      // Watched to the end: the module is finished, audited, in its own transaction.
      await attendance.positionSaved(user, module.id, saved.seconds, saved.duration);
      return saved;
    },
  };
}
