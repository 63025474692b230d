import { formatDate, formatTime, type AuditEntry } from '@constelaciones/contract';
import { changedFields, describeAction, subjectOf } from './changes';

function Changes({ entry }: { entry: AuditEntry }) {
  if (entry.action !== 'update') return null;
  const changes = changedFields(entry.before, entry.after);
  if (changes.length === 0) return <p className="admin-audit-none">Sin cambios visibles.</p>;
  return (
    <ul className="admin-audit-changes">
      {changes.map((change) => (
        <li key={change.field}>
          <strong>{change.label}:</strong>{' '}
          <del>
            <span className="visually-hidden">antes </span>
            {change.before}
          </del>{' '}
          <span aria-hidden="true">→</span>{' '}
          <ins>
            <span className="visually-hidden">ahora </span>
            {change.after}
          </ins>
        </li>
      ))}
    </ul>
  );
}

/** 'Registro de cambios': the latest admin changes, newest first: when, who, what, and what changed. */
export function AuditLog({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p>Todavía no hay cambios registrados.</p>;
  return (
    <ol className="list-unstyled admin-audit" aria-label="Cambios, del más reciente al más antiguo">
      {entries.map((entry) => {
        const subject = subjectOf(entry.before, entry.after);
        return (
          <li key={entry._id} className="admin-audit-entry">
            <p className="admin-audit-what">
              <time dateTime={entry.at}>
                {formatDate(entry.at)} {formatTime(entry.at)}
              </time>{' '}
              · <strong>{entry.actor ?? 'Una cuenta borrada'}</strong>{' '}
              {describeAction(entry.action, entry.entity)}
              {subject && ` «${subject}»`}
            </p>
            <Changes entry={entry} />
          </li>
        );
      })}
    </ol>
  );
}
