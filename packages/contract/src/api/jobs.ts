import { z } from 'zod';
import { endpoint } from './endpoint';

/** An e-mail or a periodic job whose last attempt failed: it is retried, and the owner can see why. */
export const jobProblemSchema = z.object({
  _id: z.string(),
  /** 'mail' or 'newsletter-mail' (an e-mail: `to` and `subject` say which), or the periodic job's name. */
  kind: z.string(),
  /** For an e-mail, its recipient and subject; null for a job. */
  to: z.string().nullable(),
  subject: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  createdAt: z.string(),
});
export type JobProblem = z.infer<typeof jobProblemSchema>;

export const jobEndpoints = {
  /** E-mails not sent yet and jobs that failed, retried with backoff: the most tried first. */
  problems: endpoint({
    method: 'GET',
    path: '/admin/jobs/problems',
    access: 'admin',
    response: z.object({ problems: z.array(jobProblemSchema) }),
  }),
};
