import { useRouteLoaderData } from 'react-router';
import {
  constellatorEndpoints,
  newsletterEndpoints,
  personalDataMessages,
  purchaseEndpoints,
} from '@constelaciones/contract';
import { messages } from '@constelaciones/contract/messages';
import { Tab, Tabs } from 'react-bootstrap';
import type { Route } from './+types/profile';
import { PageSpinner } from '../components/ui/PageSpinner';
import { MyAttendance } from '../features/attendance/MyAttendance';
import { OtherSessions } from '../features/auth/components/OtherSessions';
import { displayName } from '../features/auth/displayName';
import { requireUser } from '../features/auth/guard';
import { accountMeta } from '../features/auth/meta';
import { useUser } from '../features/auth/useUser';
import { CompletedModules } from '../features/certificates/CompletedModules';
import { ConstellatorConsentForm } from '../features/constellators/ConstellatorConsentForm';
import { NewsletterChoice } from '../features/newsletter/NewsletterChoice';
import { MyDataTab } from '../features/personal-data/MyDataTab';
import { ProfileForm } from '../features/profile/ProfileForm';
import { sendPaymentDetails } from '../features/purchases/api';
import { MyWaitingLists } from '../features/purchases/MyWaitingLists';
import { PurchaseList, type PurchaseListProps } from '../features/purchases/PurchaseList';
import { call } from '../lib/client';
import type { RootData } from '../root';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches[0]?.loaderData, 'Mi Perfil');

/**
 * The student's purchases and the dates ahead of them, her consent about /consteladores and whether she gets
 * the newsletter.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request);
  const [{ purchases }, { dates }, { consent }, newsletter] = await Promise.all([
    call(purchaseEndpoints.mine, {}),
    call(purchaseEndpoints.calendar, {}),
    call(constellatorEndpoints.consent, {}),
    call(newsletterEndpoints.mine, {}),
  ]);
  return { purchases, dates, consent, newsletter: newsletter.subscribed, readAt: new Date().toISOString() };
}

export function HydrateFallback() {
  return <PageSpinner label="Cargando tu perfil..." />;
}

/**
 * 'Mis Cursos' (spec section 2): her completed modules with their certificates, and her purchases; then her
 * hours per module and her waiting lists, if any.
 */
export function MyCourses(props: PurchaseListProps) {
  return (
    <div className="row g-4">
      <CompletedModules purchases={props.purchases} />
      <section className="col-lg-7" aria-labelledby="inscripciones">
        <h2 className="h5" id="inscripciones">
          Mis inscripciones
        </h2>
        <PurchaseList {...props} />
      </section>
      <MyAttendance />
      <MyWaitingLists />
    </div>
  );
}

/**
 * The user's profile: 'Mis Cursos' and 'Editar perfil' (spec section 2), 'Listado de Consteladores', 'Mis
 * datos' (her copy of her data, and the deletion of her account), and the other sessions to close.
 */
export default function Profile({ loaderData }: Route.ComponentProps) {
  const user = useUser();
  const root = useRouteLoaderData('root') as RootData | undefined;
  return (
    <div className="container py-4 py-md-5 profile-page">
      <h1 className="page-title">Mi Perfil</h1>
      <p className="profile-identity">
        <strong>{displayName(user)}</strong> <span className="text-body-secondary">· {user.email}</span>
      </p>
      <Tabs defaultActiveKey="courses" id="profile-tabs" className="mb-4" mountOnEnter>
        <Tab eventKey="courses" title="Mis Cursos">
          <MyCourses
            purchases={loaderData.purchases}
            dates={loaderData.dates}
            readAt={loaderData.readAt}
            owner={root?.owner.name ?? ''}
            resendDetails={sendPaymentDetails}
          />
        </Tab>
        <Tab eventKey="edit" title="Editar perfil">
          <ProfileForm user={user} />
          <NewsletterChoice initial={loaderData.newsletter} />
        </Tab>
        {/* Added to the spec's two tabs: a graduate's consent to appear on /consteladores. */}
        <Tab eventKey="constellators" title={messages.constellator.consentTitle}>
          <ConstellatorConsentForm initial={loaderData.consent} />
        </Tab>
        <Tab eventKey="my-data" title={personalDataMessages.title}>
          <MyDataTab />
        </Tab>
      </Tabs>
      <OtherSessions />
    </div>
  );
}
