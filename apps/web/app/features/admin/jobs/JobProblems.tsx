import { formatDate, formatTime, type JobProblem } from '@constelaciones/contract';

/** The periodic jobs by the name the server gives them (lib/jobs.ts), in the owner's words. */
const JOB_NAMES: Record<string, string> = {
  'payment-deadlines': 'Vencimiento de inscripciones pendientes y recordatorios',
  'expired-rows-purge': 'Limpieza de sesiones y enlaces vencidos',
  'embedded-upkeep': 'Mantenimiento de la base de datos',
  'discarded-images-sweep': 'Borrado de imágenes reemplazadas',
};

const when = (at: string) => `${formatDate(at)} ${formatTime(at)}`;

function What({ problem }: { problem: JobProblem }) {
  if (problem.subject === null) return <strong>{JOB_NAMES[problem.kind] ?? problem.kind}</strong>;
  return (
    <>
      Correo a <strong>{problem.to}</strong>: «{problem.subject}»
    </>
  );
}

/**
 * 'Correos y tareas con problemas': what the site could not send or do yet, and keeps retrying
 * (docs/decisions/045-job-queue.md). Nothing is shown while everything works.
 */
export function JobProblems({ problems }: { problems: JobProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <section className="alert alert-warning" aria-labelledby="job-problems-title">
      <h2 id="job-problems-title" className="h5">
        Correos y tareas con problemas
      </h2>
      <p>El sitio los vuelve a intentar solo, cada vez más espaciado, hasta que funcionen.</p>
      <ul className="mb-0">
        {problems.map((problem) => (
          <li key={problem._id}>
            <What problem={problem} /> · {problem.attempts}{' '}
            {problem.attempts === 1 ? 'intento fallido' : 'intentos fallidos'} · próximo intento:{' '}
            <time dateTime={problem.nextAttemptAt}>{when(problem.nextAttemptAt)}</time>
            {problem.lastError && <div className="small text-body-secondary">Error: {problem.lastError}</div>}
          </li>
        ))}
      </ul>
    </section>
  );
}
