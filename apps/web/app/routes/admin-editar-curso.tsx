import type { Route } from './+types/admin-editar-curso';
import { accountMeta } from '../features/auth/meta';
import { adminLoader } from '../features/admin/components/adminLoader';
import { EditPage } from '../features/admin/components/EditPage';
import { findCourse } from '../features/admin/courses/api';
import { CourseForm } from '../features/admin/courses/CourseForm';

export const clientLoader = adminLoader(async ({ params }: Route.ClientLoaderArgs) => ({
  course: await findCourse(params.id),
}));

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches[0]?.loaderData, 'Editar curso');

/** /admin/editar-curso/{id}: date, hour, prices and payment links; back to the list once saved. */
export default function EditCourse({ loaderData: { course } }: Route.ComponentProps) {
  return (
    <EditPage title="Editar curso" tab="cursos">
      {(backToList) => <CourseForm key={course._id} course={course} onSaved={backToList} />}
    </EditPage>
  );
}
