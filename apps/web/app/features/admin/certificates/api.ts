import { certificateEndpoints as endpoints } from '@constelaciones/contract';
import { call, download } from '../../../lib/client';

/** 'Certificados': newest first, by holder, what or code; and whether her signature is uploaded. */
export const listCertificates = (search = '') => call(endpoints.list, { query: { search } });

/** The PDF of any certificate, as its holder has it. */
export const downloadCertificatePdf = (code: string) => download(endpoints.pdf, { params: { code } });

/** 'Revocar', with the reason kept for her and the change log. */
export const revokeCertificate = (code: string, reason: string) =>
  call(endpoints.revoke, { params: { code }, body: { reason } });
