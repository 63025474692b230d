import type { Module, ModuleProgress } from '@constelaciones/contract';

/** What the student chose to see: a module's own content, or a recorded module's introduction. */
export type Part = 'curso' | 'intro';

export interface Choice {
  module: Module;
  part: Part;
}

/** The sidebar's two groups (spec: 'Modulos En Directo' and 'Modulos Grabados'), each by module number. */
export function moduleGroups(modules: readonly Module[]) {
  const byNumber = (a: Module, b: Module) => a.number - b.number;
  return {
    live: modules.filter((module) => module.typeModule === 'sincronico').sort(byNumber),
    recorded: modules.filter((module) => module.typeModule === 'asincronico').sort(byNumber),
  };
}

/** Where each module was left, by module id. */
export const positionsOf = (progress: readonly ModuleProgress[]) =>
  new Map(progress.map((entry) => [entry.module, entry.seconds]));

/** The choice a dashboard address names (`?modulo={id}&ver=intro`), if that module exists and may be shown. */
export function choiceFrom(
  params: URLSearchParams,
  modules: readonly Module[],
  owns: (id: string) => boolean,
): Choice | null {
  const module = modules.find((candidate) => candidate._id === params.get('modulo'));
  if (!module) return null;
  const part: Part = params.get('ver') === 'intro' ? 'intro' : 'curso';
  // An introduction is open to all (recorded modules only); a module's own content only to its owners.
  if (part === 'intro') return module.typeModule === 'asincronico' ? { module, part } : null;
  return owns(module._id) ? { module, part } : null;
}
