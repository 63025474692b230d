import { loadAssociations } from '../activities/associations';
import { listAllActivities } from '../activities/api';
import { listArticles } from '../articles/api';
import { listAuditEntries } from '../audit/api';
import { listCourses } from '../courses/api';
import { listModules } from '../training/api';
import type { AdminTab } from './tabs';

/** What a tab of the panel shows, loaded when it is chosen (and again after a change). */
export async function loadTabData(tab: AdminTab) {
  switch (tab) {
    case 'agregar-actividad':
      return { tab, associations: await loadAssociations() };
    case 'actividades':
      return { tab, activities: await listAllActivities() };
    case 'agregar-articulo':
    case 'inscriptos':
      return { tab };
    case 'articulos':
      return { tab, articles: await listArticles() };
    case 'cursos':
      return { tab, courses: await listCourses() };
    case 'modulos':
      return { tab, modules: await listModules() };
    case 'registro':
      return { tab, entries: await listAuditEntries() };
  }
}

export type TabData = Awaited<ReturnType<typeof loadTabData>>;
