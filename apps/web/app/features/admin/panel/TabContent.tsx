import { ActivityForm } from '../activities/ActivityForm';
import { ActivityList } from '../activities/ActivityList';
import { ArticleForm } from '../articles/ArticleForm';
import { ArticleList } from '../articles/ArticleList';
import { AuditLog } from '../audit/AuditLog';
import { CourseList } from '../courses/CourseList';
import { ModuleList } from '../training/ModuleList';
import type { TabData } from './tabData';

/** The chosen tab's screen. */
export function TabContent({ data }: { data: TabData }) {
  switch (data.tab) {
    case 'agregar-actividad':
      return <ActivityForm associations={data.associations} />;
    case 'actividades':
      return <ActivityList activities={data.activities} />;
    case 'agregar-articulo':
      return <ArticleForm />;
    case 'articulos':
      return <ArticleList articles={data.articles} />;
    case 'cursos':
      return <CourseList courses={data.courses} />;
    case 'inscriptos':
      return (
        <p className="admin-soon">
          Próximamente: acá vas a poder ver y administrar a las personas inscriptas.
        </p>
      );
    case 'modulos':
      return <ModuleList modules={data.modules} />;
    case 'registro':
      return <AuditLog entries={data.entries} />;
  }
}
