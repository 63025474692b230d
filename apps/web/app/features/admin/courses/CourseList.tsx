import {
  courseStart,
  formatDate,
  formatPrice,
  formatTime,
  messages,
  type Course,
} from '@constelaciones/contract';
import { AdminTable, PRICE_COLUMNS, type Column } from '../kit/AdminTable';

function PaymentLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="admin-link-cell">
      {href}
    </a>
  );
}

const COLUMNS: Column<Course>[] = [
  ['Próxima fecha', (course) => (course.day ? formatDate(course.day) : messages.course.noDate)],
  ['Hora', (course) => (course.day ? formatTime(courseStart(course.day, course.hour)) : '')],
  ['Precio anticipado', (course) => formatPrice(course.priceAnticipedPesos, 'ARS')],
  ...PRICE_COLUMNS,
  ['Link de Mercado Pago', (course) => <PaymentLink href={course.linkMP} />],
  ['Link de PayPal', (course) => <PaymentLink href={course.linkPP} />],
];

/** 'Administrar cursos': the next date and time, the prices and the payment links of each course. */
export function CourseList({ courses }: { courses: Course[] }) {
  return (
    <AdminTable items={courses} label="Cursos" itemHeader="Curso" edit="editar-curso" columns={COLUMNS} />
  );
}
