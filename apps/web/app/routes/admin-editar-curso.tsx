import { courseEndpoints } from '@constelaciones/contract';
import type { Route } from './+types/admin-editar-curso';
import { accountMeta } from '../features/auth/meta';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { EditPage } from '../features/admin/kit/EditPage';
import { CourseForm } from '../features/admin/courses/CourseForm';
import { call } from '../lib/client';

const title = 'Editar curso';

export const clientLoader = adminLoader(({ params }: Route.ClientLoaderArgs) =>
  call(courseEndpoints.show, { params: { id: params.id } }),
);

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches[0]?.loaderData, title);

/** 'Editar curso' (/admin/editar-curso/{id}); once saved, back to 'Administrar cursos'. */
export default function EditCourse({ loaderData: { course } }: Route.ComponentProps) {
  return (
    <EditPage title={title} edit="editar-curso">
      {(backToList) => <CourseForm item={course} onSaved={backToList} />}
    </EditPage>
  );
}
