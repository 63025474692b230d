import { certificateEndpoints } from '@constelaciones/contract';
import type { Route } from './+types/admin-certificados';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { Certificates } from '../features/admin/certificates/Certificates';
import { call } from '../lib/client';
export { TabError as ErrorBoundary } from '../features/admin/kit/TabError';

// Newest first; and whether her signature is uploaded.
export const clientLoader = adminLoader(() => call(certificateEndpoints.list, { query: { search: '' } }));

/** 'Certificados' (/admin/certificados): the certificates issued, to download or revoke. */
export default function CertificatesTab({ loaderData }: Route.ComponentProps) {
  return <Certificates certificates={loaderData.certificates} signature={loaderData.signature} />;
}
