import { z } from 'zod';
import { CERTIFICATE_CODE, CERTIFICATE_KINDS, certificateTexts as texts } from '../certificate-texts';
import { messages } from '../messages';
import { requiredText, TEXT_MAX } from '../validation/fields';
import { endpoint } from './endpoint';

/** A code in a path: case and spaces forgiven (read off paper); anything else cannot name one, so 404. */
const codeParams = z.object({
  code: z
    .string()
    .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().regex(CERTIFICATE_CODE, { error: texts.unknown })),
});

/** A certificate as its holder and the owner see it. */
export const certificateSchema = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(CERTIFICATE_KINDS),
  userId: z.string().nullable(),
  moduleId: z.string().nullable(),
  holderName: z.string(),
  what: z.string(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  hours: z.number().int(),
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
  /** The owner's reason: shown to her only, never on the public page. */
  reason: z.string().nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** What /verificar/{code} shows anyone: no account, no e-mail, no reason. */
export const certificateCheckSchema = certificateSchema
  .pick({ code: true, kind: true, holderName: true, what: true, startsOn: true, endsOn: true, hours: true })
  .extend({ issuedAt: z.string(), revokedAt: z.string().nullable(), valid: z.boolean(), issuer: z.string() });
export type CertificateCheck = z.infer<typeof certificateCheckSchema>;

/** Which certificate to issue (or find): one module's, by its id, or the training's. */
export const certificateRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('module'), module: z.uuid({ error: texts.moduleRequired }) }),
    z.object({ kind: z.literal('training') }),
  ],
  { error: texts.kindInvalid },
);
export type CertificateRequest = z.input<typeof certificateRequestSchema>;

export const certificateRevocationSchema = z.object({
  reason: requiredText(texts.reasonRequired, TEXT_MAX.title),
});

export const certificateListQuerySchema = z.object({
  search: z.string().trim().max(TEXT_MAX.title, { error: messages.validation.required }).default(''),
});

/**
 * Certificates (docs/decisions/064-certificates.md): the holder issues hers (the same one each time) and
 * downloads it as a PDF; the owner lists, downloads and revokes them; anyone checks a code.
 */
export const certificateEndpoints = {
  /** What the caller may download: whether she finished the training, and her certificates issued so far. */
  mine: endpoint({
    method: 'GET',
    path: '/certificates/mine',
    access: 'user',
    response: z.object({ graduated: z.boolean(), certificates: z.array(certificateSchema) }),
  }),
  /** Issues the caller's certificate of a finished module or of the training, once; answers its PDF. */
  issue: endpoint({
    method: 'POST',
    path: '/certificates/issue',
    access: 'user',
    body: certificateRequestSchema,
    response: z.string(),
  }),
  /** A certificate's PDF: its holder's or the owner's; anyone else's answers 404. */
  pdf: endpoint({
    method: 'GET',
    path: '/certificates/:code/pdf',
    access: 'user',
    params: codeParams,
    response: z.string(),
  }),
  /** /verificar/{code}'s data: 404 with a Spanish message when no certificate has the code. */
  verify: endpoint({
    method: 'GET',
    path: '/certificates/verify/:code',
    access: 'public',
    params: codeParams,
    response: z.object({ certificate: certificateCheckSchema }),
  }),
  /** The owner's 'Certificados': newest first, by holder or code. */
  list: endpoint({
    method: 'GET',
    path: '/admin/certificates',
    access: 'admin',
    query: certificateListQuerySchema,
    response: z.object({ certificates: z.array(certificateSchema), signature: z.boolean() }),
  }),
  revoke: endpoint({
    method: 'POST',
    path: '/admin/certificates/:code/revoke',
    access: 'admin',
    params: codeParams,
    body: certificateRevocationSchema,
    response: z.object({ certificate: certificateSchema, msg: z.string() }),
  }),
};
