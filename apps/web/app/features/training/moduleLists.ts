import type { ModuleListKind } from '@constelaciones/contract';
import { paths } from '../../lib/paths';

/** The two module purchase lists of the training, by the kind `moduleListKind` files a module under. */
export const moduleLists: Record<ModuleListKind, { title: string; name: string; path: string }> = {
  'en-directo': { title: 'Comprar módulos en directo', name: 'Módulos en directo', path: paths.liveModules },
  grabados: { title: 'Comprar módulos grabados', name: 'Módulos grabados', path: paths.recordedModules },
};
