import type { Purchase, Withdrawal } from '@constelaciones/contract';
import { demoPaymentSettings } from '../db/seed/demo-data';
import type { Mail } from '../integrations/mail';
import { confirmationMail, recoveryMail } from '../features/auth/emails';
import {
  ownerNewPurchaseMail,
  ownerPaymentReceivedMail,
  paymentConfirmedMail,
} from '../features/purchases/emails';
import {
  ownerDoubleChargeMail,
  ownerPartlyRefundedMail,
  ownerPaymentRefundedMail,
  paymentRefundedMail,
  transferDetailsMail,
} from '../features/payments/emails';
import { paymentReminderMail, purchaseExpiredMail } from '../features/payment-deadlines/emails';
import { ownerMessageMail } from '../features/owner-messages/emails';
import { newsletterMail, subscriptionConfirmationMail } from '../features/newsletter/emails';
import { accountDeletedMail, deletionLinkMail } from '../features/personal-data/emails';
import { placeOfferMail } from '../features/waiting-list/emails';
import { testMail } from '../features/site-content/emails';
import {
  ownerWithdrawalMail,
  withdrawalReceivedMail,
  withdrawalRejectedMail,
  withdrawalResolvedMail,
} from '../features/withdrawals/emails';
import { dateChangedMail, dateReminderMail, type EnrolledDate } from '../features/date-reminders/emails';
import type { MailSite } from '../platform/letter';
import { comprobanteMail } from '../features/invoicing/emails';
import type { AuthorisedInvoice } from '../features/invoicing/printed';

/*
 * Every kind of e-mail the site sends, each with sample data: the dev preview (/dev/correos) shows them, and the
 * tests check each one's parts and layout. A new e-mail gets its sample here; a test fails until it has one.
 */

/** What a sample is written with: the site, its owner's address, and the person who gets the e-mail. */
export interface SampleContext {
  site: MailSite;
  ownerEmail: string;
  person: { firstName: string; lastName: string; username: string; email: string };
  /** The title of what the person bought. */
  itemTitle: string;
}

export interface MailSample {
  /** The address of the sample in the preview: /dev/correos/{id}. */
  id: string;
  /** What the e-mail is, as the owner would name it. */
  title: string;
  /** The function that writes it (several samples may show one function's variants). */
  build: (site: MailSite, ...args: never[]) => Mail;
  render(context: SampleContext): Mail;
}

/** A sample of `build`'s e-mail: `write` calls it with sample data. */
function sample<F extends MailSample['build']>(
  id: string,
  title: string,
  build: F,
  write: (build: F, context: SampleContext) => Mail,
): MailSample {
  return { id, title, build, render: (context) => write(build, context) };
}

const TOKEN = 'muestra-9f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c';
const OPERATION = '1324354657';

/** A purchase of the context's person in a course date, as the e-mails about purchases read it. */
function purchase(context: SampleContext, overrides: Partial<Purchase> = {}): Purchase {
  const { person } = context;
  return {
    _id: '00000000-0000-4000-8000-000000000001',
    user_id: {
      _id: '00000000-0000-4000-8000-000000000002',
      firstName: person.firstName,
      lastName: person.lastName,
      country: 'Argentina',
      dateOfBirth: null,
      email: person.email,
      phone: '+54 11 5555-0101',
      document: null,
    },
    wayToPay: 'transfer',
    pay: false,
    finish: false,
    inscription: { _id: '00000000-0000-4000-8000-000000000003', title: context.itemTitle },
    inscriptionModel: 'Course',
    state: 'pending',
    amount: 45000,
    currency: 'ARS',
    reference: 'INS-7K3F9Q',
    deadline: '2026-03-05T02:59:00.000Z',
    courseDate: '2026-03-14',
    paidAt: null,
    paidByOperation: null,
    refundedAmount: 0,
    installments: null,
    paidTotal: null,
    netReceived: null,
    discountCode: null,
    discount: 0,
    createdAt: '2026-03-02T13:30:00.000Z',
    ...overrides,
  };
}

const paid = (context: SampleContext, wayToPay: Purchase['wayToPay'] = 'mp') =>
  purchase(context, {
    wayToPay,
    pay: true,
    state: 'paid',
    deadline: null,
    paidAt: '2026-03-02T14:05:00.000Z',
    paidByOperation: OPERATION,
  });

const refunded = (context: SampleContext, wayToPay: Purchase['wayToPay']) => ({
  ...paid(context, wayToPay),
  pay: false,
  state: 'refunded' as const,
});

/** Paid by transfer, confirmed and then given back by the owner's hand: no provider operation. */
const refundedByHand = (context: SampleContext) => ({
  ...refunded(context, 'transfer'),
  paidByOperation: null,
});

/** A 'Botón de arrepentimiento' request of the context's person about a paid purchase, within its term. */
function withdrawal(context: SampleContext, overrides: Partial<Withdrawal> = {}): Withdrawal {
  const { person } = context;
  return {
    _id: '00000000-0000-4000-8000-000000000004',
    code: 'ARR-4TQ8WZ',
    name: `${person.firstName} ${person.lastName}`,
    email: person.email,
    reference: 'INS-7K3F9Q',
    reason: 'No voy a poder viajar en esa fecha.',
    createdAt: '2026-03-06T15:10:00.000Z',
    withinTerm: true,
    termLastDay: '2026-03-12',
    state: 'open',
    resolutionNote: '',
    resolvedAt: null,
    purchase: paid(context),
    ...overrides,
  };
}

/** The context's person's place in an in-person workshop date (or in a live module, online). */
function enrolledDate(context: SampleContext, online = false): EnrolledDate {
  const { person } = context;
  return {
    firstName: person.firstName,
    email: person.email,
    online,
    date: {
      purchase: '00000000-0000-4000-8000-000000000001',
      title: online ? 'Módulo 3: Los órdenes del amor' : context.itemTitle,
      start: '2026-03-14T13:00:00.000Z',
      end: online ? '2026-03-14T20:00:00.000Z' : '2026-03-14T16:30:00.000Z',
      days: online ? 2 : 1,
      location: online ? 'En línea' : 'Presencial, Buenos Aires',
      reference: 'INS-7K3F9Q',
    },
  };
}
const SAMPLE_NOW = new Date('2026-03-07T13:00:00.000Z');

/** The same request, after the term. */
const late = (context: SampleContext) =>
  withdrawal(context, { createdAt: '2026-03-20T15:10:00.000Z', withinTerm: false });

export const mailSamples: readonly MailSample[] = [
  sample('confirmacion', 'Confirmación de la cuenta', confirmationMail, (build, { site, person }) =>
    build(site, person.email, person.username, TOKEN),
  ),
  sample('recuperacion', 'Nueva contraseña', recoveryMail, (build, { site, person }) =>
    build(site, person.email, person.username, TOKEN),
  ),
  sample(
    'transferencia',
    'Datos para pagar por transferencia (en pesos)',
    transferDetailsMail,
    (build, context) => build(context.site, purchase(context), demoPaymentSettings),
  ),
  sample(
    'exterior',
    'Instrucciones para pagar desde el exterior (en dólares)',
    transferDetailsMail,
    (build, context) =>
      build(context.site, purchase(context, { currency: 'USD', amount: 60 }), demoPaymentSettings),
  ),
  sample(
    'recordatorio',
    'Recordatorio antes de la fecha límite de pago',
    paymentReminderMail,
    (build, context) => build(context.site, purchase(context), context.ownerEmail),
  ),
  sample('vencida', 'Inscripción vencida', purchaseExpiredMail, (build, context) =>
    build(context.site, purchase(context, { state: 'expired' })),
  ),
  sample('comprobante', 'Comprobante de pago', paymentConfirmedMail, (build, context) =>
    build(context.site, paid(context), OPERATION),
  ),
  sample('reintegro', 'Pago reintegrado', paymentRefundedMail, (build, context) =>
    build(context.site, context.ownerEmail, refunded(context, 'mp'), OPERATION),
  ),
  sample('reintegro-a-mano', 'Pago devuelto por vos (transferencia)', paymentRefundedMail, (build, context) =>
    build(context.site, context.ownerEmail, refundedByHand(context), null),
  ),
  sample('aviso-inscripcion', 'Aviso para vos: nueva inscripción', ownerNewPurchaseMail, (build, context) =>
    build(context.site, context.ownerEmail, purchase(context)),
  ),
  sample('aviso-pago', 'Aviso para vos: pago recibido', ownerPaymentReceivedMail, (build, context) =>
    build(context.site, context.ownerEmail, paid(context), OPERATION),
  ),
  sample('aviso-reintegro', 'Aviso para vos: pago reintegrado', ownerPaymentRefundedMail, (build, context) =>
    build(context.site, context.ownerEmail, refunded(context, 'pp'), OPERATION),
  ),
  sample(
    'aviso-reintegro-a-mano',
    'Aviso para vos: pago que devolviste',
    ownerPaymentRefundedMail,
    (build, context) => build(context.site, context.ownerEmail, refundedByHand(context), null),
  ),
  sample(
    'aviso-reintegro-parcial',
    'Aviso para vos: reintegro parcial',
    ownerPartlyRefundedMail,
    (build, context) =>
      build(context.site, context.ownerEmail, { ...paid(context), refundedAmount: 15000 }, OPERATION),
  ),
  sample(
    'aviso-cobro-duplicado',
    'Aviso para vos: cobro duplicado',
    ownerDoubleChargeMail,
    (build, context) => build(context.site, context.ownerEmail, paid(context), '1324354699'),
  ),
  sample('prueba', 'Correo de prueba de los avisos', testMail, (build, context) =>
    build(context.site, context.ownerEmail),
  ),
  sample(
    'arrepentimiento',
    'Solicitud de arrepentimiento recibida (dentro del plazo)',
    withdrawalReceivedMail,
    (build, context) => build(context.site, withdrawal(context)),
  ),
  sample(
    'arrepentimiento-fuera-de-plazo',
    'Solicitud de arrepentimiento recibida (fuera del plazo)',
    withdrawalReceivedMail,
    (build, context) => build(context.site, late(context)),
  ),
  sample(
    'arrepentimiento-sin-inscripcion',
    'Solicitud de arrepentimiento recibida (la referencia no coincide)',
    withdrawalReceivedMail,
    (build, context) =>
      build(context.site, withdrawal(context, { withinTerm: null, termLastDay: null, purchase: null })),
  ),
  sample(
    'aviso-arrepentimiento',
    'Aviso para vos: solicitud de arrepentimiento',
    ownerWithdrawalMail,
    (build, context) => build(context.site, context.ownerEmail, withdrawal(context)),
  ),
  sample(
    'arrepentimiento-resuelto',
    'Solicitud de arrepentimiento resuelta (pago reintegrado)',
    withdrawalResolvedMail,
    (build, context) =>
      build(
        context.site,
        withdrawal(context, {
          state: 'resolved',
          resolvedAt: '2026-03-07T12:00:00.000Z',
          purchase: refunded(context, 'mp'),
        }),
        true,
      ),
  ),
  sample(
    'arrepentimiento-rechazado',
    'Solicitud de arrepentimiento rechazada',
    withdrawalRejectedMail,
    (build, context) =>
      build(context.site, {
        ...late(context),
        state: 'rejected',
        resolvedAt: '2026-03-21T12:00:00.000Z',
        resolutionNote: 'El taller ya se realizó el 14/03 y participaste.',
      }),
  ),
  sample(
    'eliminar-cuenta',
    'Enlace para eliminar una cuenta sin contraseña',
    deletionLinkMail,
    (build, { site, person }) => build(site, person.email, person.username, TOKEN),
  ),
  sample('recordatorio-fecha', 'Recordatorio de una fecha (días antes)', dateReminderMail, (build, context) =>
    build(context.site, enrolledDate(context), 7, SAMPLE_NOW),
  ),
  sample(
    'recordatorio-fecha-en-linea',
    'Recordatorio de una fecha en línea (el día anterior)',
    dateReminderMail,
    (build, context) => build(context.site, enrolledDate(context, true), 1, SAMPLE_NOW),
  ),
  sample('cambio-de-fecha', 'Aviso de cambio de fecha', dateChangedMail, (build, context) =>
    build(context.site, enrolledDate(context), '2026-03-07T13:00:00.000Z', SAMPLE_NOW),
  ),
  sample('cuenta-eliminada', 'Cuenta eliminada', accountDeletedMail, (build, { site, person }) =>
    build(site, person.email, person.firstName),
  ),
  sample('mensaje', 'Tu mensaje a los inscriptos de una lista', ownerMessageMail, (build, context) =>
    build(context.site, {
      to: context.person.email,
      firstName: context.person.firstName,
      subject: 'Cambio de salón para el sábado',
      body: 'El taller del sábado será en el salón del primer piso.\n\nTraigan ropa cómoda y algo para tomar notas.',
      listTitle: context.itemTitle,
    }),
  ),
  sample(
    'novedades-confirmar',
    'Confirmación de la suscripción a las novedades',
    subscriptionConfirmationMail,
    (build, context) =>
      build(context.site, context.person.email, 'muestra-de-enlace-de-suscripcion-0123456789'),
  ),
  sample('novedad', 'Una novedad a sus suscriptores', newsletterMail, (build, context) =>
    build(context.site, {
      to: context.person.email,
      subject: 'Novedades de otoño',
      body: '## Taller de otoño\n\nEl sábado 10 de mayo, en Palermo. **Cupo limitado.**\n\nMirá el [calendario](/calendario).',
      issueId: '0b8f7a52-0d5e-4a8e-9a53-3c1a3c1f0600',
      token: 'muestra-de-enlace-de-suscripcion-0123456789',
    }),
  ),
  sample(
    'lugar-liberado',
    'Lugar liberado para la primera de la lista de espera',
    placeOfferMail,
    (build, { site, person, itemTitle }) =>
      build(site, {
        email: person.email,
        firstName: person.firstName,
        title: itemTitle,
        courseDate: '2026-04-18',
        path: '/talleres-presenciales',
        offerUntil: new Date('2026-04-02T15:00:00.000Z'),
      }),
  ),
  sample('factura', 'Factura C de un pago', comprobanteMail, (build, context) =>
    build(context.site, invoice(context), Buffer.from('%PDF-1.7 (muestra)')),
  ),
];

/** The Factura C of the context's person's paid purchase, as ARCA authorised it. */
function invoice({ person, itemTitle }: SampleContext): AuthorisedInvoice {
  return {
    id: '00000000-0000-4000-8000-000000000005',
    purchaseId: '00000000-0000-4000-8000-000000000001',
    paymentAt: new Date('2026-03-02T14:05:00.000Z'),
    kind: 'invoice',
    invoiceId: null,
    state: 'authorised',
    environment: 'produccion',
    cuit: '20123456786',
    pointOfSale: 3,
    type: 11,
    number: 128,
    date: '2026-03-02',
    serviceFrom: '2026-03-14',
    serviceTo: '2026-03-14',
    total: 45000,
    currency: 'ARS',
    rate: 1,
    docType: 99,
    docNumber: '0',
    receiverCondition: 5,
    issuer: {
      name: 'Mariana Ríos',
      address: 'Av. Corrientes 1234',
      grossIncome: 'No contribuyente',
      activityStart: '2015-03-01',
    },
    buyer: `${person.firstName} ${person.lastName}`,
    email: person.email,
    item: `${itemTitle} (14/03/2026)`,
    cae: '76091234567890',
    caeDue: '2026-03-12',
    arcaCode: null,
    arcaMessage: null,
    createdAt: new Date('2026-03-02T14:05:00.000Z'),
  };
}

/** Who the samples are written for when nothing else is given: a person as the demo's would be. */
export const samplePerson: SampleContext['person'] = {
  firstName: 'Lucía',
  lastName: 'Fernández',
  username: 'luciaf',
  email: 'lucia.fernandez@example.com',
};
export const SAMPLE_ITEM_TITLE = 'Taller presencial de Constelaciones Familiares';
