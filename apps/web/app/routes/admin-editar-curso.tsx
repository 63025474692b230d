import type { Route } from './+types/admin-editar-curso';
import { accountMeta } from '../features/auth/meta';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { EditPage } from '../features/admin/kit/EditPage';
import { findCourse } from '../features/admin/courses/api';
import { CourseForm } from '../features/admin/courses/CourseForm';

const title = 'Editar curso';

export const clientLoader = adminLoader(async ({ params }: Route.ClientLoaderArgs) => ({
  course: await findCourse(params.id),
}));

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches[0]?.loaderData, title);

/** 'Editar curso' (/admin/editar-curso/{id}); once saved, back to 'Administrar cursos'. */
export default function EditCourse({ loaderData: { course } }: Route.ComponentProps) {
  return (
    <EditPage title={title} edit="editar-curso">
      {(backToList) => <CourseForm item={course} onSaved={backToList} />}
    </EditPage>
  );
}
