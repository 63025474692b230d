import { moduleEndpoints, ownerMessageEndpoints } from '@constelaciones/contract';
import { call } from '../../lib/client';
import type { Position } from './player/progressSaver';

/** The training's modules, without their paid links. */
export const listModules = async () => (await call(moduleEndpoints.list, {})).modules;

/** One module: with its paid `link` when the student owns it. */
export const showModule = async (id: string) => (await call(moduleEndpoints.show, { params: { id } })).module;

/** Where the student left each module they watched. */
export const myProgress = async () => (await call(moduleEndpoints.progress, {})).progress;

export const saveProgress = (id: string, position: Position) =>
  call(moduleEndpoints.saveProgress, { params: { id }, body: position });

/** The owner's messages to the student, newest first (her copies of the e-mails). */
export const myMessages = async () => (await call(ownerMessageEndpoints.mine, {})).messages;
