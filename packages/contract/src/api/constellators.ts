import { z } from 'zod';
import { constellatorConsentSchema, constellatorSchema, graduateSchema } from '../entities';
import {
  graduateExportQuerySchema,
  graduateListQuerySchema,
  graduatePublishSchema,
} from '../validation/constellator';
import { messageResponseSchema } from '../auth';
import { endpoint, idParamsSchema } from './endpoint';

const consentResponse = z.object({ consent: constellatorConsentSchema });

export const constellatorEndpoints = {
  /**
   * Content, not accounts (docs/decisions/005-constellators-are-content.md): the constellators entered by
   * hand and the graduates the owner published, each with only the contact data they agreed to show (an empty
   * e-mail or phone: not shown). docs/decisions/033-graduates.md.
   */
  list: endpoint({
    method: 'GET',
    path: '/user/constellators',
    access: 'public',
    response: z.object({ constellators: z.array(constellatorSchema) }),
  }),
  /**
   * 'Formación Finalizada': one page of the people who finished every module of the training, by surname,
   * filtered by 'Buscar alumno'; `total` counts them all under that search.
   */
  graduates: endpoint({
    method: 'GET',
    path: '/user/graduates',
    access: 'admin',
    query: graduateListQuerySchema,
    response: z.object({ graduates: z.array(graduateSchema), total: z.number().int() }),
  }),
  /**
   * 'Descargar CSV' of 'Formación Finalizada': every graduate under 'Buscar alumno', as a spreadsheet file.
   */
  graduatesCsv: endpoint({
    method: 'GET',
    path: '/user/graduates/csv',
    access: 'admin',
    query: graduateExportQuerySchema,
    response: z.string(),
  }),
  /**
   * Publishes a graduate on /consteladores (409 without their consent, or when they did not finish the
   * training), or removes them; `id` is the person's account.
   */
  publish: endpoint({
    method: 'PUT',
    path: '/user/graduates/publish/:id',
    access: 'admin',
    params: idParamsSchema,
    body: graduatePublishSchema,
    response: messageResponseSchema,
  }),
  /** The caller's own consent to appear on /consteladores. */
  consent: endpoint({
    method: 'GET',
    path: '/user/constellator-consent',
    access: 'user',
    response: consentResponse,
  }),
  /** Changes the caller's consent; withdrawing it removes them from /consteladores at once. */
  saveConsent: endpoint({
    method: 'PUT',
    path: '/user/constellator-consent',
    access: 'user',
    body: constellatorConsentSchema,
    response: consentResponse.extend({ msg: z.string() }),
  }),
};
