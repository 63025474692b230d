import { courseStart, formatDate, formatPrice, formatTime, type Course } from '@constelaciones/contract';
import { Link } from 'react-router';
import { TableRegion } from '../components/TableRegion';

function PaymentLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="admin-link-cell">
      {href}
    </a>
  );
}

/** 'Administrar cursos': the next date and time, the prices and the payment links of each course. */
export function CourseList({ courses }: { courses: Course[] }) {
  if (courses.length === 0) return <p>Todavía no hay cursos.</p>;
  return (
    <TableRegion label="Cursos">
      <table className="table align-middle">
        <thead>
          <tr>
            <th scope="col">Curso</th>
            <th scope="col">Próxima fecha</th>
            <th scope="col">Hora</th>
            <th scope="col">Precio anticipado</th>
            <th scope="col">Precio en pesos</th>
            <th scope="col">Precio en dólares</th>
            <th scope="col">Link de Mercado Pago</th>
            <th scope="col">Link de PayPal</th>
            <th scope="col" className="admin-action-cell">
              <span className="visually-hidden">Acciones</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {courses.map((course) => (
            <tr key={course._id}>
              <th scope="row">{course.title}</th>
              <td>{formatDate(course.day)}</td>
              <td>{formatTime(courseStart(course.day, course.hour))}</td>
              <td>{formatPrice(course.priceAnticipedPesos, 'ARS')}</td>
              <td>{formatPrice(course.pricePesos, 'ARS')}</td>
              <td>{formatPrice(course.priceDolar, 'USD')}</td>
              <td>
                <PaymentLink href={course.linkMP} />
              </td>
              <td>
                <PaymentLink href={course.linkPP} />
              </td>
              <td className="admin-action-cell">
                <Link to={`editar-curso/${course._id}`} className="btn btn-sm btn-outline-primary">
                  Editar<span className="visually-hidden"> «{course.title}»</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
