import type { Route } from './+types/talleres-presenciales';
import { BuyButton } from '../features/purchases/BuyButton';
import { WorkshopPage } from '../features/workshops/WorkshopPage';
import { loadWorkshop } from '../features/workshops/workshop.server';
import { metaTags } from '../lib/seo';

export function loader({ context }: Route.LoaderArgs) {
  return loadWorkshop(context, 'talleres-presenciales');
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

export default function InPersonWorkshops({ loaderData }: Route.ComponentProps) {
  return (
    <WorkshopPage
      workshop={loaderData}
      buyButton={(course) => <BuyButton product={course} className="btn btn-primary btn-lg w-100" />}
    />
  );
}
