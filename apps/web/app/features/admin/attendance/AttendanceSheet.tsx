import { useEffect, useId, useRef, useState } from 'react';
import {
  attendanceEndpoints,
  attendanceMessages as texts,
  dayHoursText,
  formatHours,
  moduleHours,
  type AttendanceRow,
  type AttendanceSheet as Sheet,
} from '@constelaciones/contract';
import { call, download } from '../../../lib/client';
import { errorMessage } from '../../../lib/errorMessage';
import { CsvDownload } from '../kit/CsvDownload';
import { printOnly } from '../kit/print';

interface Props {
  moduleId: string;
  title: string;
  /** After a save: the tabs' counts (finished or not) are read again. */
  onChanged: () => void;
}

const fullName = (row: AttendanceRow) => `${row.firstName} ${row.lastName}`.trim() || row.email;

/**
 * A module's attendance sheet, in its list of 'Administrar inscriptos': one card per student with a
 * paid purchase, each live day's hours present (full by default), finished or not and why; 'Guardar
 * asistencia' saves those not recorded yet and those changed (never a row as it was read, so two people
 * taking the same sheet do not undo each other's hours), and the server sets each purchase's 'Finalizado' by
 * the rule. 'Decidir a mano' overrides it with a reason. Cards stack on a phone. 'Imprimir planilla' prints
 * the sheet alone (titled 'listado'), and its CSV.
 */
export function AttendanceSheet({ moduleId, title, onChanged }: Props) {
  const headingId = useId();
  const region = useRef<HTMLElement>(null);
  const [sheet, setSheet] = useState<Sheet>();
  const [hours, setHours] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');

  function show(next: Sheet) {
    setSheet(next);
    setHours(Object.fromEntries(next.rows.map((row) => [row.purchase, row.hours.map(String)])));
  }

  async function run(action: () => Promise<{ sheet: Sheet; msg: string }>) {
    setBusy(true);
    setError('');
    setStatus('');
    try {
      const answer = await action();
      show(answer.sheet);
      setStatus(answer.msg);
      onChanged();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  useEffect(() => {
    call(attendanceEndpoints.sheet, { params: { id: moduleId } }).then(
      ({ sheet }) => show(sheet),
      (failure) => setError(errorMessage(failure)),
    );
  }, [moduleId]);

  if (!sheet) return error ? <p role="alert">{error}</p> : <p role="status">Cargando asistencia…</p>;
  const live = sheet.module.typeModule === 'sincronico';
  const { dayHours, allowedMissedHours } = sheet.settings;

  /** The rows to write: those not recorded yet (saved full unless changed) and those whose hours changed. */
  const edited = () =>
    sheet.rows
      .map((row) => ({
        purchase: row.purchase,
        recorded: row.recorded,
        before: row.hours,
        hours: (hours[row.purchase] ?? []).map((value) => Number(value.replace(',', '.'))),
      }))
      .filter((row) => !row.recorded || row.hours.some((value, i) => value !== row.before[i]))
      .map(({ purchase, hours: present }) => ({ purchase, hours: present }));

  const save = () => {
    const rows = edited();
    if (rows.length === 0) {
      setStatus(texts.saved);
      return Promise.resolve();
    }
    return run(() => call(attendanceEndpoints.save, { params: { id: moduleId }, body: { rows } }));
  };

  return (
    <section className="attendance-sheet" ref={region} aria-labelledby={headingId}>
      <h4 className="h6" id={headingId}>
        {texts.sheetTitle(title)}
      </h4>
      {live && (
        <p className="small mb-2">
          {`Módulo de ${formatHours(moduleHours(sheet.settings))} h (${dayHours
            .map((day, i) => `${texts.day(i)}: ${formatHours(day)} h`)
            .join(', ')}). Se pueden faltar hasta ${formatHours(allowedMissedHours)} h.`}
        </p>
      )}
      <div className="purchase-group-actions">
        <button
          type="button"
          className="btn btn-sm btn-primary"
          onClick={() => region.current && printOnly(region.current)}
        >
          {texts.print}
          <span className="visually-hidden"> de {title}</span>
        </button>
        <CsvDownload
          download={() => download(attendanceEndpoints.csv, { params: { id: moduleId } })}
          of={`la asistencia de ${title}`}
        />
      </div>
      {sheet.rows.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <ul className="list-unstyled attendance-rows" aria-label={texts.sheetTitle(title)}>
          {sheet.rows.map((row) => (
            <AttendanceCard
              key={row.purchase}
              row={row}
              live={live}
              dayHours={dayHours}
              values={hours[row.purchase] ?? []}
              busy={busy}
              onHours={(values) => setHours({ ...hours, [row.purchase]: values })}
              onOverride={(finished, note) =>
                run(() =>
                  call(attendanceEndpoints.override, {
                    params: { id: row.purchase },
                    body: { finished, note },
                  }),
                )
              }
            />
          ))}
        </ul>
      )}
      {error && <p role="alert">{error}</p>}
      <p role="status">{status}</p>
      {live && sheet.rows.length > 0 && (
        <button
          type="button"
          className="btn btn-primary attendance-save"
          disabled={busy}
          onClick={() => void save()}
        >
          {texts.save}
        </button>
      )}
      <TrainingSettingsForm
        dayHours={dayHours}
        allowed={allowedMissedHours}
        onSaved={() =>
          call(attendanceEndpoints.sheet, { params: { id: moduleId } }).then(({ sheet }) => show(sheet))
        }
      />
    </section>
  );
}

interface CardProps {
  row: AttendanceRow;
  live: boolean;
  dayHours: number[];
  values: string[];
  busy: boolean;
  onHours: (values: string[]) => void;
  onOverride: (finished: boolean | null, note: string) => Promise<void>;
}

function AttendanceCard({ row, live, dayHours, values, busy, onHours, onOverride }: CardProps) {
  const name = fullName(row);
  const [choice, setChoice] = useState(row.override === null ? '' : String(row.override));
  const [note, setNote] = useState(row.note);
  const noteId = useId();
  const choiceId = useId();
  return (
    <li className="admin-item attendance-row" aria-label={name}>
      <p className="attendance-name">
        <strong>{name}</strong> <span className="text-body-secondary small">{row.email}</span>
      </p>
      {live ? (
        <div className="attendance-days">
          {dayHours.map((day, i) => (
            <label key={i} className="attendance-day">
              <span>
                {texts.dayHours(i, day)}
                <span className="visually-hidden"> de {name}</span>
              </span>
              <input
                className="form-control"
                type="number"
                inputMode="decimal"
                min={0}
                max={day}
                step={0.5}
                value={values[i] ?? String(day)}
                onChange={(event) =>
                  onHours(
                    dayHours.map((full, j) => (j === i ? event.target.value : (values[j] ?? String(full)))),
                  )
                }
              />
            </label>
          ))}
        </div>
      ) : (
        <p className="mb-1">{row.watched ? texts.watched : texts.notWatchedYet}</p>
      )}
      <p className={`attendance-state mb-1 ${row.finished ? 'text-success' : ''}`}>
        <strong>{row.finished ? texts.finished : texts.unfinished}</strong>
        {live && ` · ${formatHours(row.attendedHours)} h presentes`}
        {row.reason && ` · ${row.reason}`}
        {row.note && ` (${row.note})`}
      </p>
      <details className="attendance-override">
        <summary>
          {texts.override}
          <span className="visually-hidden"> para {name}</span>
        </summary>
        <label htmlFor={choiceId} className="form-label small mb-0">
          Decisión
        </label>
        <select
          id={choiceId}
          className="form-select form-select-sm"
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
        >
          <option value="">{live ? texts.overrideNone : texts.overrideNone_recorded}</option>
          <option value="true">{texts.overrideFinished}</option>
          <option value="false">{texts.overrideUnfinished}</option>
        </select>
        <label htmlFor={noteId} className="form-label small mb-0 mt-1">
          {texts.note}
        </label>
        <textarea
          id={noteId}
          className="form-control form-control-sm"
          rows={2}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <button
          type="button"
          className="btn btn-sm btn-outline-primary mt-2"
          disabled={busy}
          onClick={() => void onOverride(choice === '' ? null : choice === 'true', note)}
        >
          Guardar decisión<span className="visually-hidden"> de {name}</span>
        </button>
      </details>
    </li>
  );
}

interface SettingsProps {
  dayHours: number[];
  allowed: number;
  onSaved: () => Promise<void>;
}

/** The training's hours: each live day's, and those a student may miss; they apply to every module. */
function TrainingSettingsForm({ dayHours, allowed, onSaved }: SettingsProps) {
  const [days, setDays] = useState(dayHoursText(dayHours));
  const [missable, setMissable] = useState(String(allowed).replace('.', ','));
  const [message, setMessage] = useState('');
  const daysId = useId();
  const allowedId = useId();
  async function submit() {
    setMessage('');
    try {
      const answer = await call(attendanceEndpoints.updateSettings, {
        body: { dayHours: days, allowedMissedHours: missable.replace(',', '.') },
      });
      setMessage(answer.msg);
      await onSaved();
    } catch (failure) {
      setMessage(errorMessage(failure));
    }
  }
  return (
    <details className="attendance-settings mt-3">
      <summary>{texts.settingsTitle}</summary>
      <label htmlFor={daysId} className="form-label small mb-0">
        {texts.dayHoursLabel}
      </label>
      <input
        id={daysId}
        className="form-control form-control-sm"
        value={days}
        onChange={(event) => setDays(event.target.value)}
      />
      <label htmlFor={allowedId} className="form-label small mb-0 mt-1">
        {texts.allowedLabel}
      </label>
      <input
        id={allowedId}
        className="form-control form-control-sm"
        inputMode="decimal"
        value={missable}
        onChange={(event) => setMissable(event.target.value)}
      />
      <button type="button" className="btn btn-sm btn-outline-primary mt-2" onClick={() => void submit()}>
        Guardar horas
      </button>
      <p role="status" className="small">
        {message}
      </p>
    </details>
  );
}
