import { legalEndpoints, type LegalText, type LegalTextWriteOutput } from '@constelaciones/contract';
import { call } from '../../../lib/client';

export async function readLegalTexts(): Promise<LegalText[]> {
  const { texts } = await call(legalEndpoints.list, {});
  return texts;
}

export const saveLegalText = (body: LegalTextWriteOutput) => call(legalEndpoints.save, { body });

export const publishLegalText = (body: LegalTextWriteOutput) => call(legalEndpoints.publish, { body });
