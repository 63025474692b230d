import { moduleEndpoints as endpoints, type Module, type ModuleEditOutput } from '@constelaciones/contract';
import { call } from '../../../lib/client';

/** The modules without their paid link. */
export async function listModules(): Promise<Module[]> {
  const { modules } = await call(endpoints.list, {});
  return modules;
}

/** One module, with its paid link for an admin. */
export async function findModule(id: string): Promise<Module> {
  const { module } = await call(endpoints.show, { params: { id } });
  return module;
}

export const editModule = (id: string, module: ModuleEditOutput) =>
  call(endpoints.edit, { params: { id }, body: module });
