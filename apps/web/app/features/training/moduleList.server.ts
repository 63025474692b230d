import { moduleListKind, type ModuleListKind, type PublicContext } from '@constelaciones/contract';
import { seoFor } from '../../lib/seo';
import { moduleLists } from './moduleLists';

/** The data of a module purchase list: the modules of one kind, by number, without what the list does not show. */
export async function loadModuleList(context: PublicContext, kind: ModuleListKind) {
  const { title, name, path } = moduleLists[kind];
  const listed = (await context.catalog.modules())
    .filter((module) => moduleListKind(module.typeModule) === kind)
    .sort((a, b) => a.number - b.number);
  // A live module's 'Cupo' counts its places now; a recorded module has no limit.
  const places = await context.catalog.placesLeft(
    listed.map((module) => ({
      inscriptionModel: 'Module',
      inscriptionId: module._id,
      courseDate: null,
      capacity: module.typeModule === 'sincronico' ? module.capacity : null,
    })),
  );
  const modules = listed.map(({ _id, title, enabled, open, pricePesos, priceDolar }, index) => ({
    _id,
    title,
    enabled,
    open,
    pricePesos,
    priceDolar,
    placesLeft: places[index]!,
  }));
  return {
    kind,
    modules,
    seo: seoFor(context, {
      section: title,
      description: `${name} de la ${context.site.training.heading}: cuáles están habilitados y sus precios en pesos y en dólares.`,
      path,
    }),
  };
}

export type ModuleListData = Awaited<ReturnType<typeof loadModuleList>>;
