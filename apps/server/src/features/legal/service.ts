import {
  LEGAL_KINDS,
  messages,
  type LegalKind,
  type LegalText,
  type LegalTextWriteOutput,
} from '@constelaciones/contract';
import { auditedWrites, type Actor } from '../../platform/audited-write';
import type { Dependencies } from '../../platform/dependencies';
import { legalRepository, legalSettings } from './repository';

const LEGAL_TITLES: Record<LegalKind, string> = {
  terms: messages.legal.termsTitle,
  privacy: messages.legal.privacyTitle,
};

/**
 * The owner's terms and privacy policy: she saves drafts and publishes them, each change audited and shown at
 * once on /terminos and /privacidad, on every instance.
 */
export function legalService(deps: Pick<Dependencies, 'database' | 'images' | 'catalog' | 'config'>) {
  const write = auditedWrites(deps);
  const settings = legalSettings(deps.config);
  /** Audited with its title, so that the change log names the text. */
  const titled = (text: LegalText) => ({ ...text, title: LEGAL_TITLES[text.kind] });
  const change = (action: 'update' | 'publish', before: LegalText, after: LegalText) => ({
    result: after,
    change: { action, entityId: null, before: titled(before), after: titled(after) },
  });

  /** One audited write of a text: the row locked, changed by `store`, the change recorded as `action`. */
  const writeText = (
    actor: Actor,
    { kind, markdown }: LegalTextWriteOutput,
    action: 'update' | 'publish',
    store: (
      texts: ReturnType<typeof legalRepository>,
      kind: LegalTextWriteOutput['kind'],
      markdown: string,
    ) => Promise<LegalText>,
  ): Promise<LegalText> =>
    write({
      actor,
      entity: 'legal-text',
      invalidates: 'legal',
      async apply(tx) {
        const texts = legalRepository(tx, settings);
        const before = await texts.lock(kind);
        return change(action, before, await store(texts, kind, markdown));
      },
    });

  return {
    list(): Promise<LegalText[]> {
      const texts = legalRepository(deps.database.db, settings);
      return Promise.all(LEGAL_KINDS.map((kind) => texts.read(kind)));
    },

    /** Keeps the draft; visitors go on reading what was published (or the former draft, if nothing was). */
    save: (actor: Actor, input: LegalTextWriteOutput) =>
      writeText(actor, input, 'update', (texts, kind, markdown) => texts.saveDraft(kind, markdown)),

    /** Keeps the text as the draft and publishes it. */
    publish: (actor: Actor, input: LegalTextWriteOutput) =>
      writeText(actor, input, 'publish', (texts, kind, markdown) => texts.publish(kind, markdown)),
  };
}
