import type { User } from '@constelaciones/contract';

/** 'Mis Cursos': the user's completed modules by title. */
export function MyCourses({ modules }: { modules: User['modules'] }) {
  if (modules.length === 0) {
    return (
      <p className="py-3 mb-0">Todavía no completaste ningún módulo. Cuando termines uno, aparecerá acá.</p>
    );
  }
  return (
    <table className="table table-striped align-middle mb-0">
      <caption className="visually-hidden">Módulos completados</caption>
      <thead>
        <tr>
          <th scope="col">Módulo</th>
        </tr>
      </thead>
      <tbody>
        {modules.map((module) => (
          <tr key={module._id}>
            <td>{module.title}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
