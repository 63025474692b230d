import { useEffect, useState } from 'react';
import { attendanceEndpoints, type MyAttendance as Entry } from '@constelaciones/contract';
import { attendanceMessages as texts } from '@constelaciones/contract/attendance';
import { TableRegion } from '../../components/ui/TableRegion';
import { hoursOf, stateOf } from '../../lib/attendanceText';
import { call } from '../../lib/client';

/**
 * 'Asistencia por módulo' in 'Mis Cursos': each paid module with the hours she attended and whether she
 * finished it (why not, when not); above it, how many hours she may still miss in the module she is in now.
 */
export function MyAttendance() {
  const [entries, setEntries] = useState<Entry[]>();

  useEffect(() => {
    call(attendanceEndpoints.mine, {})
      .then(({ modules }) => setEntries(modules))
      .catch(() => setEntries([]));
  }, []);

  if (!entries || entries.length === 0) return null;
  const current = entries.find((entry) => entry.current);
  return (
    <section className="col-12" aria-labelledby="asistencia">
      <h2 className="h5" id="asistencia">
        {texts.myTitle}
      </h2>
      {current && (
        <p className="attendance-current">{texts.mayStillMiss(current.title, current.mayStillMiss)}</p>
      )}
      <TableRegion label={`Tabla de ${texts.myTitle.toLowerCase()}`}>
        <table className="table table-striped align-middle mb-0">
          <caption className="visually-hidden">{texts.myTitle}</caption>
          <thead>
            <tr>
              <th scope="col">Módulo</th>
              <th scope="col">Horas</th>
              <th scope="col">Estado</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.module}>
                <td>{entry.title}</td>
                <td>{hoursOf(entry)}</td>
                <td>{stateOf(entry)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </section>
  );
}
