import { useId } from 'react';
import { constellatorEndpoints, messages, type Graduate } from '@constelaciones/contract';
import { call } from '../../../lib/client';
import { useCardAction } from '../kit/useCardAction';

const yesNo = (value: boolean) => (value ? 'Sí' : 'No');

/** What the graduate agreed to show on /consteladores, in words. */
function consentText({ listed, showsEmail, showsPhone }: Graduate['consent']): string {
  if (!listed) return 'No aceptó aparecer';
  const contact = [showsEmail && 'correo electrónico', showsPhone && 'teléfono'].filter(Boolean);
  return contact.length
    ? `Aceptó aparecer, con ${contact.join(' y ')}`
    : 'Aceptó aparecer, sin datos de contacto';
}

interface Props {
  graduate: Graduate;
  /** After publishing or removing: the list reads the graduates again. */
  onChanged: () => void;
}

/** A person who finished the training, and 'Publicar en Consteladores' once they agreed (or 'Quitar'). */
export function GraduateCard({ graduate, onChanged }: Props) {
  const name = `${graduate.firstName} ${graduate.lastName}`;
  const whyNot = useId();
  const blocked = !graduate.published && !graduate.consent.listed;
  const { run, pending, error } = useCardAction(messages.constellator.publishFailed, onChanged);

  return (
    <li className="admin-item purchase-card" aria-label={name}>
      <div className="admin-item-body">
        <h3 className="admin-item-title">{name}</h3>
        <dl className="purchase-facts">
          <dt>País</dt>
          <dd>{graduate.country}</dd>
          <dt>Email</dt>
          <dd>{graduate.email}</dd>
          <dt>Teléfono</dt>
          <dd>{graduate.phone}</dd>
          <dt>Consentimiento</dt>
          <dd>{consentText(graduate.consent)}</dd>
          <dt>Publicado en Consteladores</dt>
          <dd>{yesNo(graduate.published)}</dd>
        </dl>
        {!graduate.finished && <p>{messages.constellator.noLongerFinished}</p>}
        {blocked && <p id={whyNot}>{messages.constellator.noConsent}</p>}
        {error && <p role="alert">{error}</p>}
      </div>
      <button
        type="button"
        className={`btn ${graduate.published ? 'btn-outline-primary' : 'btn-primary'}`}
        disabled={blocked || pending}
        aria-describedby={blocked ? whyNot : undefined}
        onClick={() =>
          void run(() =>
            call(constellatorEndpoints.publish, {
              params: { id: graduate._id },
              body: { published: !graduate.published },
            }),
          )
        }
      >
        {graduate.published ? messages.constellator.unpublish : messages.constellator.publish}
      </button>
    </li>
  );
}
