import type { FastifyPluginAsync } from 'fastify';
import { jobEndpoints as endpoints, type JobProblem } from '@constelaciones/contract';
import { MAIL_KINDS, type OutboxMail } from '../../integrations/mail';
import { route } from '../../lib/endpoints';
import type { JobRow } from '../../lib/jobs';
import type { Dependencies } from '../../platform/dependencies';

const problemOf = (row: JobRow): JobProblem => {
  const mail = MAIL_KINDS.includes(row.kind) ? (row.payload as OutboxMail) : undefined;
  return {
    _id: row.id,
    kind: row.kind,
    to: mail?.to ?? null,
    subject: mail?.subject ?? null,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.runAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
};

/**
 * The owner sees the e-mails and jobs that failed and are being retried (docs/decisions/045-job-queue.md).
 */
export const jobRoutes: FastifyPluginAsync<Dependencies> = async (app, { jobs }) => {
  route(app, endpoints.problems, async () => ({ problems: (await jobs.problems()).map(problemOf) }));
};
