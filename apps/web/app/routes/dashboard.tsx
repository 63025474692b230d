import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { moduleEndpoints, ownerMessageEndpoints, type Module } from '@constelaciones/contract';
import type { Route } from './+types/dashboard';
import { PageSpinner } from '../components/ui/PageSpinner';
import { displayName } from '../features/auth/displayName';
import { requireUser } from '../features/auth/guard';
import { accountMeta } from '../features/auth/meta';
import { refreshUser } from '../features/auth/store';
import { useUser } from '../features/auth/useUser';
import { BuyModuleButton } from '../features/purchases/BuyButton';
import { ModuleContent } from '../features/training/dashboard/ModuleContent';
import { ModulesSidebar } from '../features/training/dashboard/ModulesSidebar';
import { ReceivedMessages } from '../features/owner-messages/ReceivedMessages';
import { choiceFrom, positionsOf, type Part } from '../features/training/dashboard/modules';
import type { Position } from '../features/training/dashboard/player/progressSaver';
import { call } from '../lib/client';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches[0]?.loaderData, 'Alumnos');

/**
 * The modules (without their paid links), where the student left each one, the owner's messages to her (newest
 * first), and the user as the server knows it now (modules just paid).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request);
  const [{ modules }, { progress }, { messages }] = await Promise.all([
    call(moduleEndpoints.list, {}),
    call(moduleEndpoints.progress, {}),
    call(ownerMessageEndpoints.mine, {}),
    refreshUser(),
  ]);
  return { modules, progress, messages };
}

export function HydrateFallback() {
  return <PageSpinner label="Cargando tus módulos..." />;
}

/**
 * The students' area (spec section 2, 'Alumnos'): 'Módulos' with the user's name, the modules sidebar, the
 * chosen module's content, and 'Mensajes' (the owner's messages to her). The choice is in the address (`?modulo={id}&ver=intro`), so a reload keeps it.
 */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const user = useUser();
  const [params, setParams] = useSearchParams();
  const positions = useRef(positionsOf(loaderData.progress));
  const owns = useCallback((id: string) => user.modules.some((module) => module._id === id), [user.modules]);
  const choice = choiceFrom(params, loaderData.modules, owns);

  const choose = (module: Module, part: Part) =>
    setParams(part === 'intro' ? { modulo: module._id, ver: 'intro' } : { modulo: module._id });
  const save = useCallback(async (moduleId: string, position: Position) => {
    positions.current.set(moduleId, position.seconds);
    await call(moduleEndpoints.saveProgress, { params: { id: moduleId }, body: position });
  }, []);
  const startOf = useCallback((moduleId: string) => positions.current.get(moduleId) ?? 0, []);

  return (
    <div className="container py-4 py-md-5">
      <p className="dashboard-greeting mb-1">Hola, {displayName(user)}</p>
      <h1 className="page-title">Módulos</h1>
      <div className="students-layout">
        <ModulesSidebar
          modules={loaderData.modules}
          owns={owns}
          choice={choice}
          onChoose={choose}
          buyButton={(module) => <BuyModuleButton module={module} />}
        />
        <ModuleContent choice={choice} startOf={startOf} save={save} />
      </div>
      <ReceivedMessages messages={loaderData.messages} />
    </div>
  );
}
