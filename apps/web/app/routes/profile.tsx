import { Tab, Tabs } from 'react-bootstrap';
import type { Route } from './+types/profile';
import { accountMeta } from '../features/auth/meta';
import { displayName } from '../features/auth/displayName';
import { useUser } from '../features/auth/useUser';
import { MyCourses } from '../features/profile/MyCourses';
import { ProfileForm } from '../features/profile/ProfileForm';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches[0]?.loaderData, 'Mi Perfil');

/** The user's profile: 'Mis Cursos' and 'Editar perfil' (spec section 2). */
export default function Profile() {
  const user = useUser();
  return (
    <div className="container py-4 py-md-5 profile-page">
      <h1 className="page-title">Mi Perfil</h1>
      <p className="profile-identity">
        <strong>{displayName(user)}</strong> <span className="text-body-secondary">· {user.email}</span>
      </p>
      <Tabs defaultActiveKey="courses" id="profile-tabs" className="mb-4" mountOnEnter>
        <Tab eventKey="courses" title="Mis Cursos">
          <MyCourses modules={user.modules} />
        </Tab>
        <Tab eventKey="edit" title="Editar perfil">
          <ProfileForm user={user} />
        </Tab>
      </Tabs>
    </div>
  );
}
