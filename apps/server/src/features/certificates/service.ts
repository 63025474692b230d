import {
  certificateTexts as texts,
  moduleHours,
  type CertificateCheck,
  type CertificateRequest,
} from '@constelaciones/contract';
import { eq } from 'drizzle-orm';
import { certificates } from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import { readTrainingSettings } from '../attendance';
import { auditedWrites, type Actor } from '../../platform/audited-write';
import type { SessionUser } from '../../platform/sessions';
import { isGraduate } from '../constellators';
import type { Dependencies } from '../../platform/dependencies';
import { siteContentRepository } from '../site-content';
import { newCertificateCode } from './code';
import { certificatePdf } from './pdf';
import { certificateRepository, toCertificate, type CertificateRow } from './repository';

/** What the certificate says when issued: the item, its days and hours. */
interface Content {
  moduleId: string | null;
  what: string;
  startsOn: string | null;
  endsOn: string | null;
  hours: number;
}

/**
 * Certificates (docs/decisions/064-certificates.md): issued once per holder and item when she first asks for
 * it (the same row, and code, every time after), printed as a PDF for her and the owner only, checked by
 * anyone through its code, revoked by the owner with a reason that stays private.
 */
export function certificateService(deps: Pick<Dependencies, 'config' | 'database' | 'images' | 'catalog'>) {
  const { db } = deps.database;
  const repository = certificateRepository(db);
  const write = auditedWrites(deps);

  /** What she may be issued now, or the Spanish refusal. */
  async function contentFor(userId: string, request: CertificateRequest): Promise<Content> {
    // The module's hours as the training's settings say now (7 + 7 by the spec), fixed in the certificate.
    const hours = moduleHours(await readTrainingSettings(db));
    if (request.kind === 'module') {
      const module = await repository.finishedModule(userId, request.module);
      if (!module) throw new HttpError(409, texts.notFinished);
      return {
        moduleId: module.id,
        what: texts.moduleWhat(module.number, module.title),
        startsOn: module.day,
        endsOn: module.day,
        hours,
      };
    }
    if (!(await isGraduate(db, userId))) throw new HttpError(409, texts.notGraduated);
    const span = await repository.trainingSpan(userId);
    return {
      moduleId: null,
      what: texts.trainingWhat(span.modules),
      startsOn: span.from,
      endsOn: span.to,
      hours: span.modules * hours,
    };
  }

  /** Her signature as PNG (pdfkit draws PNG and JPEG; the store keeps WebP), or none yet. */
  async function signature(file: string | undefined) {
    if (!file) return undefined;
    try {
      // Loaded here, as integrations/images does: a server that prints no certificate never holds it.
      const { default: sharp } = await import('sharp');
      return await sharp(await deps.images.read(file))
        .png()
        .toBuffer();
    } catch {
      return undefined;
    }
  }

  async function print(row: CertificateRow): Promise<{ name: string; pdf: Buffer }> {
    const owner = await siteContentRepository(db).owner();
    const pdf = await certificatePdf({
      ...row,
      ownerName: owner.name,
      ownerProfession: owner.profession,
      signature: await signature(owner.signature[0]?.file),
      verifyUrl: `${deps.config.publicUrl}/verificar/${row.code}`,
    });
    return { name: `certificado-${row.code}.pdf`, pdf };
  }

  return {
    async mine(userId: string) {
      const [graduated, rows] = await Promise.all([isGraduate(db, userId), repository.mine(userId)]);
      return { graduated, certificates: rows.map(toCertificate) };
    },

    /** Her certificate of the item: the standing one, or a new one when she qualifies; its PDF. */
    async issue(actor: SessionUser, request: CertificateRequest) {
      const content = await contentFor(actor.id, request);
      const existing = await repository.current(actor.id, request.kind, content.moduleId);
      if (existing) return print(existing);
      const user = await repository.user(actor.id);
      if (!user) throw notFound();
      const holderName = `${user.firstName} ${user.lastName}`.trim() || user.username;
      const row = await write({
        actor,
        entity: 'certificate',
        async apply(tx) {
          const [issued] = await tx
            .insert(certificates)
            .values({
              code: newCertificateCode(),
              userId: actor.id,
              kind: request.kind,
              holderName,
              ...content,
            })
            .onConflictDoNothing()
            .returning();
          // Another request issued it a moment ago: that one is hers.
          if (!issued)
            return {
              result: await certificateRepository(tx).current(actor.id, request.kind, content.moduleId),
            };
          const after = toCertificate(issued);
          return {
            result: issued,
            change: { action: 'create', entityId: issued.id, after: { ...after, title: after.what } },
          };
        },
      });
      if (!row) throw notFound();
      return print(row);
    },

    /**
     * A certificate's PDF, for its holder (while it stands) or the owner; anyone else learns nothing (404).
     */
    async pdf(caller: SessionUser, code: string) {
      const row = await repository.byCode(code);
      if (!row) throw notFound(texts.unknown);
      const owner = caller.role === 'ADMIN';
      if (!owner && row.userId !== caller.id) throw notFound(texts.unknown);
      if (!owner && row.revokedAt) throw new HttpError(410, texts.revokedDownload);
      return print(row);
    },

    /** What /verificar/{code} shows: never the account, the e-mail or the reason of a revocation. */
    async verify(code: string): Promise<CertificateCheck> {
      const row = await repository.byCode(code);
      if (!row) throw notFound(texts.unknown);
      const owner = await siteContentRepository(db).owner();
      // Named one by one: nothing else of the certificate reaches the public page.
      const { kind, holderName, what, startsOn, endsOn, hours, issuedAt, revokedAt } = toCertificate(row);
      const shown = { code: row.code, kind, holderName, what, startsOn, endsOn, hours, issuedAt, revokedAt };
      return { ...shown, valid: revokedAt === null, issuer: owner.name };
    },

    async list(search: string) {
      const [rows, owner] = await Promise.all([repository.list(search), siteContentRepository(db).owner()]);
      return { certificates: rows.map(toCertificate), signature: owner.signature.length > 0 };
    },

    /** The owner's revocation: audited with the reason; the code then verifies as 'Revocado'. */
    revoke(actor: Actor, code: string, reason: string) {
      return write({
        actor,
        entity: 'certificate',
        async apply(tx) {
          const [before] = await tx
            .select()
            .from(certificates)
            .where(eq(certificates.code, code))
            .for('update');
          if (!before) throw notFound(texts.unknown);
          if (before.revokedAt) throw new HttpError(409, texts.alreadyRevoked);
          const [after] = await tx
            .update(certificates)
            .set({ revokedAt: new Date(), reason })
            .where(eq(certificates.id, before.id))
            .returning();
          const shown = (row: CertificateRow) => ({ ...toCertificate(row), title: row.what });
          return {
            result: toCertificate(after!),
            change: { action: 'update', entityId: before.id, before: shown(before), after: shown(after!) },
          };
        },
      });
    },
  };
}
