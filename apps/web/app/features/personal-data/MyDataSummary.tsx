import type { ReactNode } from 'react';
import type { MyData } from '@constelaciones/contract';
import { formatDate, formatPrice, formatTime } from '@constelaciones/contract/format';
import { messages } from '@constelaciones/contract/messages';
import { newsletterMessages } from '@constelaciones/contract/newsletter-messages';
import { hoursOf, stateOf } from '../../lib/attendanceText';

const { purchase: purchaseText } = messages;

const yesNo = (value: boolean) => (value ? 'Sí' : 'No');
const when = (iso: string | null) => (iso ? `${formatDate(iso)} ${formatTime(iso)}` : '—');
const text = (value: string) => value || '—';
/** Seconds as 'm:ss' (or 'h:mm:ss'), as a player shows them. */
const clock = (seconds: number) => {
  const total = Math.floor(seconds);
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const pad = (value: number) => String(value).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
};

const CHANGED: Record<string, string> = {
  create: 'Alta',
  update: 'Cambio',
  delete: 'Baja',
  publish: 'Publicación',
};
const OF: Record<string, string> = {
  user: 'de tu cuenta',
  purchase: 'de una inscripción',
  'provider-payment': 'de un pago en Mercado Pago o PayPal',
  constellator: 'de tu tarjeta en Consteladores',
  attendance: 'de tu asistencia',
  certificate: 'de un certificado',
};
const BY: Record<MyData['changes'][number]['by'], string> = {
  self: 'Vos',
  owner: 'La administración',
  site: 'El sitio',
};

/** One section of the summary: a heading and what it holds, or a sentence when it holds nothing. */
function Section({ title, empty, children }: { title: string; empty?: string; children?: ReactNode }) {
  const id = `mis-datos-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="my-data-section">
      <h3 id={id} className="h5">
        {title}
      </h3>
      {empty ? <p>{empty}</p> : children}
    </section>
  );
}

/** Label and value pairs, a row each: read, and printed, line by line. */
function Facts({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <table className="table table-sm my-data-facts">
      <tbody>
        {facts.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Everything the site holds about her, in sections a person reads (and prints): the account, her consent about
 * /consteladores, her purchases with the providers' word on each payment, where she left each recorded module,
 * the owner's messages to her, the waiting lists she is on, her sessions and the changes recorded about her. The downloaded file holds the same, as data.
 */
export function MyDataSummary({ data }: { data: MyData }) {
  const { account, constellatorConsent: consent } = data;
  const logins = [
    ...(account.hasPassword ? ['Usuario y contraseña'] : []),
    ...account.socialLogins.map((login) => `${login.provider} (desde el ${formatDate(login.linkedAt)})`),
  ];
  return (
    <>
      <Section title="Tu cuenta">
        <Facts
          facts={[
            ['Nombre de usuario', account.username],
            ['Correo electrónico', account.email],
            ['Nombre', text(account.firstName)],
            ['Apellido', text(account.lastName)],
            ['Fecha de nacimiento', account.dateOfBirth ? formatDate(account.dateOfBirth) : '—'],
            ['Teléfono', text(account.phone)],
            ['País', text(account.country)],
            ['Foto de perfil', account.avatar ? 'Sí' : 'No'],
            ['Cuenta creada', when(account.createdAt)],
            ['Correo confirmado', when(account.confirmedAt)],
            ['Cómo entrás', logins.join(', ') || '—'],
          ]}
        />
      </Section>

      <Section title={messages.constellator.consentTitle}>
        <Facts
          facts={[
            [messages.constellator.consentListed, yesNo(consent.listed)],
            [messages.constellator.consentShowsEmail, yesNo(consent.showsEmail)],
            [messages.constellator.consentShowsPhone, yesNo(consent.showsPhone)],
            ['Tu tarjeta está publicada', yesNo(consent.published)],
          ]}
        />
      </Section>

      <Section
        title="Tus inscripciones y pagos"
        empty={data.purchases.length === 0 ? 'No tenés inscripciones.' : undefined}
      >
        <ul className="list-unstyled d-grid gap-3">
          {data.purchases.map((purchase) => (
            <li key={purchase._id} className="my-data-purchase">
              <h4 className="h6">{purchase.inscription.title}</h4>
              <Facts
                facts={[
                  ['Referencia', purchase.reference],
                  ['Fecha de inscripción', when(purchase.createdAt)],
                  ['Forma de pago', purchaseText.waysToPay[purchase.wayToPay]],
                  ['Estado', purchaseText.states[purchase.state]],
                  ['Importe', formatPrice(purchase.amount, purchase.currency)],
                  ['Pagada el', when(purchase.paidAt)],
                  [
                    'Datos copiados en la inscripción',
                    [
                      `${purchase.user_id.firstName} ${purchase.user_id.lastName}`.trim(),
                      purchase.user_id.email,
                      purchase.user_id.phone,
                      purchase.user_id.country,
                      purchase.user_id.dateOfBirth && formatDate(purchase.user_id.dateOfBirth),
                      purchase.user_id.document && `${purchaseText.document} ${purchase.user_id.document}`,
                    ]
                      .filter(Boolean)
                      .join(' · '),
                  ],
                  ...purchase.providerPayments.map(
                    (payment, index) =>
                      [
                        `Pago ${index + 1} en ${purchaseText.waysToPay[payment.provider]}`,
                        [
                          payment.providerPaymentId && `operación N.º ${payment.providerPaymentId}`,
                          payment.status,
                          payment.amount !== null && `${payment.amount} ${payment.currency ?? ''}`.trim(),
                          when(payment.updatedAt),
                        ]
                          .filter(Boolean)
                          .join(' · '),
                      ] as const,
                  ),
                ]}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        title="Tu avance en los módulos grabados"
        empty={data.progress.length === 0 ? 'Todavía no reprodujiste ningún módulo grabado.' : undefined}
      >
        <Facts
          facts={data.progress.map(
            (row) =>
              [
                `Módulo ${row.module.number}: ${row.module.title}`,
                `${clock(row.seconds)}${row.duration ? ` de ${clock(row.duration)}` : ''} (${when(row.updatedAt)})`,
              ] as const,
          )}
        />
      </Section>

      <Section
        title="Mensajes que recibiste"
        empty={data.messages.length === 0 ? 'No recibiste mensajes.' : undefined}
      >
        <ul className="list-unstyled">
          {data.messages.map((message) => (
            <li key={message._id} className="mb-2">
              <Facts
                facts={[
                  ['Asunto', message.subject],
                  ['Fecha', when(message.createdAt)],
                  ['Sobre', message.listTitle],
                  ['Texto', <span className="received-message-body">{message.body}</span>],
                ]}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        title="Novedades por correo"
        empty={data.newsletter.length === 0 ? 'No estás suscripta ni suscripto a las novedades.' : undefined}
      >
        <ul className="list-unstyled">
          {data.newsletter.map((subscription) => (
            <li key={subscription.email} className="mb-2">
              <Facts
                facts={[
                  ['Correo', subscription.email],
                  ['Estado', newsletterMessages.states[subscription.state]],
                  ['Aceptaste', `«${subscription.consentText}» (${when(subscription.consentAt)})`],
                  ...(subscription.unsubscribedAt
                    ? [['Te diste de baja', when(subscription.unsubscribedAt)] as const]
                    : []),
                ]}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        title="Listas de espera"
        empty={data.waitingLists.length === 0 ? 'No estás en ninguna lista de espera.' : undefined}
      >
        <Facts
          facts={data.waitingLists.map(
            (entry) =>
              [
                entry.courseDate
                  ? `${entry.inscription.title} (${formatDate(entry.courseDate)})`
                  : entry.inscription.title,
                `Puesto ${entry.position}, desde el ${when(entry.createdAt)}${
                  entry.offerUntil ? `; lugar reservado hasta el ${when(entry.offerUntil)}` : ''
                }`,
              ] as const,
          )}
        />
      </Section>

      <Section
        title="Tu asistencia"
        empty={data.attendance.length === 0 ? 'No tenés módulos de la formación.' : undefined}
      >
        <Facts
          facts={data.attendance.map(
            (entry) =>
              [`Módulo ${entry.number}: ${entry.title}`, `${hoursOf(entry)}. ${stateOf(entry)}`] as const,
          )}
        />
      </Section>

      <Section
        title="Tus certificados"
        empty={data.certificates.length === 0 ? 'No tenés certificados.' : undefined}
      >
        <Facts
          facts={data.certificates.map(
            (certificate) =>
              [
                `Código ${certificate.code}`,
                `${certificate.what}, emitido el ${when(certificate.issuedAt)}${
                  certificate.revokedAt ? `; revocado el ${when(certificate.revokedAt)}` : ''
                }`,
              ] as const,
          )}
        />
      </Section>

      <Section title="Tus sesiones" empty={data.sessions.length === 0 ? 'No hay sesiones.' : undefined}>
        <div className="table-responsive">
          <table className="table table-sm">
            <thead>
              <tr>
                <th scope="col">Inicio</th>
                <th scope="col">Último uso</th>
                <th scope="col">Vence</th>
                <th scope="col">Estado</th>
              </tr>
            </thead>
            <tbody>
              {data.sessions.map((session) => (
                <tr key={session.createdAt + session.expiresAt}>
                  <td>{when(session.createdAt)}</td>
                  <td>{when(session.lastUsedAt)}</td>
                  <td>{when(session.expiresAt)}</td>
                  <td>{session.current ? 'Esta sesión' : session.revokedAt ? 'Cerrada' : 'Abierta'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section
        title="Cambios registrados sobre tus datos"
        empty={data.changes.length === 0 ? 'No hay cambios registrados.' : undefined}
      >
        <div className="table-responsive">
          <table className="table table-sm">
            <thead>
              <tr>
                <th scope="col">Fecha</th>
                <th scope="col">Qué</th>
                <th scope="col">Quién</th>
              </tr>
            </thead>
            <tbody>
              {data.changes.map((change, index) => (
                <tr key={`${change.at}-${index}`}>
                  <td>{when(change.at)}</td>
                  <td>
                    {CHANGED[change.action] ?? change.action} {OF[change.entity] ?? change.entity}
                  </td>
                  <td>{BY[change.by]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="small">
          El archivo que descargás tiene el detalle de cada cambio: los datos antes y después.
        </p>
      </Section>
    </>
  );
}
