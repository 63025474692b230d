import type { Route } from './+types/ncfa-modulos-en-directo';
import { BuyModuleButton } from '../features/purchases/BuyButton';
import { ModuleListPage } from '../features/training/ModuleListPage';
import { loadModuleList } from '../features/training/moduleList.server';
import { metaTags } from '../lib/seo';

export function loader({ context }: Route.LoaderArgs) {
  return loadModuleList(context, 'en-directo');
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

export default function LiveModules({ loaderData }: Route.ComponentProps) {
  return <ModuleListPage list={loaderData} buyButton={(module) => <BuyModuleButton module={module} />} />;
}
