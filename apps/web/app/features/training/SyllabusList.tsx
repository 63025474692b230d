import type { SyllabusModule } from './syllabus';

/** The syllabus: each module's title and its topics, in order. */
export function SyllabusList({ modules }: { modules: SyllabusModule[] }) {
  return modules.length > 0 ? (
    <ol className="list-unstyled syllabus" aria-label="Módulos">
      {modules.map((module) => (
        <li className="syllabus-module" key={module.number}>
          <h2 className="syllabus-title">{module.title}</h2>
          <ul>
            {/* By place: while she types in the admin's preview, two lines may say the same. */}
            {module.topics.map((topic, at) => (
              <li key={at}>{topic}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  ) : (
    <p>Pronto vamos a publicar el temario.</p>
  );
}
