import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export interface Change {
  actorId: string | null;
  /**
   * 'publish': a text the owner made public (the terms, the privacy policy). 'refund': the owner asked a
   * provider to give a purchase's payment back (what it answered in `after`; the purchase's own change of
   * state is an 'update' of its own).
   */
  action: 'create' | 'update' | 'delete' | 'publish' | 'refund';
  entity:
    | 'activity'
    | 'article'
    | 'course'
    | 'module'
    | 'user'
    | 'purchase'
    | 'provider-payment'
    | 'payment-settings'
    | 'constellator'
    | 'demo'
    | 'agenda-entry'
    | 'site-content'
    | 'legal-text'
    /** A 'Botón de arrepentimiento' request the owner resolved or rejected. */
    | 'withdrawal'
    /** A message the owner sent to the people of a list ('Enviar mensaje'). */
    | 'owner-message'
    /** A place in a waiting list: joined, left, removed by the owner, offered a place. */
    | 'waiting-list'
    /**
     * A module purchase's hours present, the owner's override, watched to the end; its `finish` with them.
     */
    | 'attendance'
    /** The training's hours per day and hours allowed to miss. */
    | 'training-settings'
    /** A certificate issued to its holder, or revoked by the owner. */
    | 'certificate'
    /** Her invoicing settings (never the private key), and a comprobante she asked ARCA for again. */
    | 'invoicing-settings'
    | 'invoice'
    /** One of the owner's discount codes. */
    | 'discount-code'
    /**
     * A subscriber of the newsletter (her state and origin, never her address), an import (how many), a
     * newsletter sent, and the newsletter's pace.
     */
    | 'newsletter-subscriber'
    | 'newsletter'
    | 'newsletter-settings'
    /** Her own Mercado Pago or PayPal credentials: their last characters only, never the values. */
    | 'payment-credentials'
    /** A backup written by `npm run backup`; a test e-mail the mail server accepted. */
    | 'backup'
    | 'test-email';
  /** Null for an entity that is not a row with an id (the payment settings). */
  entityId: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Records an admin change; only the write primitive (`audited-write.ts`) calls it, inside the transaction
 * that makes the change, so both happen or neither.
 */
export async function recordChange(db: Db, change: Change): Promise<void> {
  await db.insert(auditLog).values({
    actorId: change.actorId,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}
