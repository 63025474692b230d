import type { ComponentType } from 'react';
import type { Activity, Article } from '@constelaciones/contract';
import { ActivityForm } from '../activities/ActivityForm';
import { findActivity } from '../activities/api';
import { loadAssociations, type Associations } from '../activities/associations';
import { findArticle } from '../articles/api';
import { ArticleForm } from '../articles/ArticleForm';
import { findCourse } from '../courses/api';
import { findEnrolment } from '../enrolments/api';
import { EnrolmentForm } from '../enrolments/EnrolmentForm';
import { CourseForm } from '../courses/CourseForm';
import { findModule } from '../training/api';
import { ModuleForm } from '../training/ModuleForm';
import { editPageAt, type EditPath } from './tabs';

/** What an edit page's form receives: the item as its page loaded it, and what to do once it is saved. */
export interface EditFormProps<Item> {
  item: Item;
  onSaved: () => void;
}

interface EditPageSpec<Item> {
  title: string;
  /** The item, by the id in the address; a missing one is an ApiError 404. */
  load: (id: string) => Promise<Item>;
  Form: ComponentType<EditFormProps<Item>>;
}

// An entry's item type is shared only by its own load and form, so the table can hold them all as unknown.
const spec = <Item,>(page: EditPageSpec<Item>) => page as unknown as EditPageSpec<unknown>;

interface ActivityToEdit {
  activity: Activity;
  associations: Associations;
}

// Archived activities too; with the courses and modules it may be tied to.
async function loadActivity(id: string): Promise<ActivityToEdit> {
  const [activity, associations] = await Promise.all([findActivity(id), loadAssociations()]);
  return { activity, associations };
}

const ActivityEditForm = ({ item, onSaved }: EditFormProps<ActivityToEdit>) => (
  <ActivityForm activity={item.activity} associations={item.associations} onSaved={onSaved} />
);

const ArticleEditForm = ({ item, onSaved }: EditFormProps<Article>) => (
  <ArticleForm article={item} onSaved={onSaved} />
);

/** The edit pages of the panel (spec section 2's sub-routes), by their path; a module comes with its paid link. */
const EDIT_PAGE_SPECS: Record<EditPath, EditPageSpec<unknown>> = {
  'editar-actividad': spec({ title: 'Editar actividad', load: loadActivity, Form: ActivityEditForm }),
  'editar-articulo': spec({ title: 'Editar artículo', load: findArticle, Form: ArticleEditForm }),
  'editar-curso': spec({ title: 'Editar curso', load: findCourse, Form: CourseForm }),
  'editar-modulo': spec({ title: 'Editar módulo', load: findModule, Form: ModuleForm }),
  'administrar-inscripto': spec({ title: 'Editar inscripción', load: findEnrolment, Form: EnrolmentForm }),
};

/** The edit page a pathname shows: its tab, title, loader and form. */
export function editSpecAt(pathname: string) {
  const page = editPageAt(pathname);
  return page && { ...page, ...EDIT_PAGE_SPECS[page.edit] };
}
