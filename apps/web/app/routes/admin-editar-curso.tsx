import { useNavigate } from 'react-router';
import type { Route } from './+types/admin-editar-curso';
import { accountMeta } from '../features/auth/meta';
import { findCourse } from '../features/admin/courses/api';
import { CourseForm } from '../features/admin/courses/CourseForm';
import { EditPage } from '../features/admin/components/EditPage';
import { requireAdmin } from '../features/admin/guard';
import { tabHref } from '../features/admin/panel/tabs';

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  return { course: await findCourse(params.id) };
}

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches[0]?.loaderData, 'Editar curso');

/** /admin/editar-curso/{id}: date, hour, prices and payment links; back to the list once saved. */
export default function EditCourse({ loaderData }: Route.ComponentProps) {
  const { course } = loaderData;
  const navigate = useNavigate();
  return (
    <EditPage title="Editar curso" tab="cursos">
      <CourseForm key={course._id} course={course} onSaved={() => void navigate(tabHref('cursos'))} />
    </EditPage>
  );
}
