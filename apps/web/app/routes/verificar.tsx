import { data } from 'react-router';
import { certificateTexts as texts, CERTIFICATE_CODE, type CertificateCheck } from '@constelaciones/contract';
import { formatDate } from '@constelaciones/contract/format';
import type { Route } from './+types/verificar';
import { metaTags, seoFor } from '../lib/seo';

/** A code as read off paper: spaces, hyphens and case forgiven. */
const normalized = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

export async function loader({ params, context }: Route.LoaderArgs) {
  const code = normalized(params.code);
  const certificate = CERTIFICATE_CODE.test(code) ? await context.certificates.verify(code) : undefined;
  const seo = seoFor(context, {
    section: texts.verifyTitle,
    description: texts.verifyTitle,
    path: `/verificar/${code}`,
  });
  // An unknown code is a real 404, with the page saying so in Spanish.
  return data({ certificate: certificate ?? null, seo }, { status: certificate ? 200 : 404 });
}

/** No search engine lists a person's certificate. */
export const headers: Route.HeadersFunction = () => ({ 'X-Robots-Tag': 'noindex' });

export const meta: Route.MetaFunction = ({ data }) => [
  ...metaTags(data?.seo),
  { name: 'robots', content: 'noindex, nofollow' },
];

const datesOf = ({ startsOn, endsOn }: CertificateCheck) =>
  startsOn && endsOn
    ? startsOn === endsOn
      ? formatDate(startsOn)
      : `${formatDate(startsOn)} al ${formatDate(endsOn)}`
    : null;

/**
 * /verificar/{code}: what the QR code of a certificate opens. Rendered on the server, complete without
 * JavaScript: holder, what, hours, date of issue and 'Válido' or 'Revocado' (never the reason:
 * docs/decisions/064-certificates.md).
 */
export default function VerifyCertificate({ loaderData }: Route.ComponentProps) {
  const { certificate } = loaderData;
  return (
    <div className="container py-5">
      <div className="page-narrow">
        <h1 className="page-title">{texts.verifyTitle}</h1>
        {!certificate ? (
          <p className="alert alert-warning" role="status">
            {texts.unknown}
          </p>
        ) : (
          <>
            <p className={`alert ${certificate.valid ? 'alert-success' : 'alert-danger'} h4`} role="status">
              {certificate.valid ? texts.valid : texts.revoked}
            </p>
            <dl className="row">
              <dt className="col-sm-4">{texts.holder}</dt>
              <dd className="col-sm-8">{certificate.holderName}</dd>
              <dt className="col-sm-4">{texts.what}</dt>
              <dd className="col-sm-8">{certificate.what}</dd>
              <dt className="col-sm-4">{texts.hoursLabel}</dt>
              <dd className="col-sm-8">{texts.hours(certificate.hours)}</dd>
              {datesOf(certificate) && (
                <>
                  <dt className="col-sm-4">{texts.dates}</dt>
                  <dd className="col-sm-8">{datesOf(certificate)}</dd>
                </>
              )}
              <dt className="col-sm-4">{texts.issuedAt}</dt>
              <dd className="col-sm-8">{formatDate(certificate.issuedAt)}</dd>
              <dt className="col-sm-4">{texts.code}</dt>
              <dd className="col-sm-8">
                <code>{certificate.code}</code>
              </dd>
              <dt className="col-sm-4">{texts.state}</dt>
              <dd className="col-sm-8">
                {certificate.valid ? texts.valid : texts.revokedOn(formatDate(certificate.revokedAt!))}
              </dd>
            </dl>
            <p>{certificate.valid ? texts.validNote(certificate.issuer) : texts.revokedNote}</p>
          </>
        )}
      </div>
    </div>
  );
}
