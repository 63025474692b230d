import { jobEndpoints as endpoints, type JobProblem } from '@constelaciones/contract';
import { call } from '../../../lib/client';

/** An e-mail not sent yet or a job that failed, as GET /admin/jobs/problems answers it. */
export type { JobProblem };

export async function listJobProblems(): Promise<JobProblem[]> {
  const { problems } = await call(endpoints.problems, {});
  return problems;
}
