import type { Route } from './+types/admin-certificados';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { listCertificates } from '../features/admin/certificates/api';
import { Certificates } from '../features/admin/certificates/Certificates';
export { TabError as ErrorBoundary } from '../features/admin/kit/TabError';

export const clientLoader = adminLoader(() => listCertificates());

/** 'Certificados' (/admin/certificados): the certificates issued, to download or revoke. */
export default function CertificatesTab({ loaderData }: Route.ComponentProps) {
  return <Certificates certificates={loaderData.certificates} signature={loaderData.signature} />;
}
