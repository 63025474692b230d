import { useMemo } from 'react';
import {
  calendarFile,
  calendarFileName,
  googleCalendarLink,
  type PurchaseDate,
} from '@constelaciones/contract';
import { paths } from '../../lib/paths';

/**
 * 'Agregar al calendario' for one bought date: an .ics file (RFC 5545, the times in UTC) made in the browser,
 * stamped with the time the page's data was read, and Google Calendar's page for the same event, shown in
 * Argentine time.
 */
export function CalendarLinks({
  date,
  owner,
  readAt,
}: {
  date: PurchaseDate;
  owner: string;
  readAt: string;
}) {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const pageUrl = `${origin}${paths.profile}`;
  const file = useMemo(() => {
    const host = origin ? new URL(origin).host : 'localhost';
    const text = calendarFile(date, { host, url: pageUrl, owner, now: new Date(readAt) });
    return `data:text/calendar;charset=utf-8,${encodeURIComponent(text)}`;
  }, [date, origin, owner, pageUrl, readAt]);

  return (
    <span className="calendar-links">
      <a className="btn btn-sm btn-outline-primary" href={file} download={calendarFileName(date)}>
        Agregar al calendario (.ics)<span className="visually-hidden"> {date.title}</span>
      </a>
      <a
        className="btn btn-sm btn-outline-primary"
        href={googleCalendarLink(date, pageUrl)}
        target="_blank"
        rel="noopener noreferrer"
      >
        Google Calendar<span className="visually-hidden"> {date.title} (se abre en una pestaña nueva)</span>
      </a>
    </span>
  );
}
