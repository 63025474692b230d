import type { MessageResponse, Module, ModuleEditOutput } from '@constelaciones/contract';
import { api } from '../../../lib/api';

/** The modules without their paid link. */
export async function listModules(): Promise<Module[]> {
  const { modules } = await api<{ modules: Module[] }>('/modules');
  return modules;
}

/** One module, with its paid link for an admin. */
export async function findModule(id: string): Promise<Module> {
  const { module } = await api<{ module: Module }>(`/modules/${encodeURIComponent(id)}`);
  return module;
}

export const editModule = (id: string, module: ModuleEditOutput) =>
  api<{ moduleUpdated: Module } & MessageResponse>(`/modules/edit/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: module,
  });
