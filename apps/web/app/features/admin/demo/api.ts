import { demoEndpoints as endpoints } from '@constelaciones/contract';
import { call } from '../../../lib/client';

/** Whether the site still shows demo content. */
export async function hasDemoContent(): Promise<boolean> {
  const { demo } = await call(endpoints.status, {});
  return demo;
}

/** 'Quitar el contenido de demostración': answers the server's message. */
export async function removeDemoContent(): Promise<string> {
  const { msg } = await call(endpoints.remove, {});
  return msg;
}
