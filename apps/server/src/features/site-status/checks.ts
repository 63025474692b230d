import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { formatDate, formatTime, type SiteStatusCheck } from '@constelaciones/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { auditLog, legalTexts, siteContent } from '../../db/schema';
import type { Change } from '../../platform/audit-log';
import type { PaymentAccounts } from '../../platform/payment-accounts';
import { hasDemoContent } from '../demo';
import { invoicingStatus } from '../invoicing';
import { canPayByHand, readPaymentSettings } from '../purchases';
import type { Arrival } from './arrival';

/** How recent the last backup must be. */
export const BACKUP_MAX_AGE_DAYS = 7;

const DAY_MS = 24 * 60 * 60_000;
const when = (at: Date) => `${formatDate(at.toISOString())} ${formatTime(at.toISOString())}`;
const check = (key: SiteStatusCheck['key'], done: boolean, detail: string): SiteStatusCheck => ({
  key,
  done,
  detail,
});

/** When the site last recorded something of `entity` (a backup, a test e-mail delivered), if ever. */
async function lastRecorded(db: Db, entity: Change['entity']): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: auditLog.at })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.action, 'create')))
    .orderBy(desc(auditLog.at))
    .limit(1);
  return row?.at;
}

async function ownerDetails(db: Db): Promise<SiteStatusCheck> {
  // The demo's fictional owner is not hers.
  const [row] = await db
    .select()
    .from(siteContent)
    .where(and(eq(siteContent.key, 'owner'), eq(siteContent.demo, false)));
  const owner = (row?.value ?? {}) as { name?: string; noticesEmail?: string };
  const name = owner.name?.trim();
  const notices = owner.noticesEmail?.trim();
  const missing = [!name && 'tu nombre', !notices && 'la dirección que recibe los avisos'].filter(Boolean);
  return name && notices
    ? check('owner', true, `${name} · los avisos van a ${notices}`)
    : check('owner', false, `Falta ${missing.join(' y ')}.`);
}

async function testEmail(db: Db, config: Pick<Config, 'mail'>): Promise<SiteStatusCheck> {
  if (!config.mail.smtpUrl) {
    return check(
      'testEmail',
      false,
      'No hay servidor de correo configurado (SMTP_URL): los correos se guardan en una carpeta del servidor y no llegan a nadie.',
    );
  }
  const delivered = await lastRecorded(db, 'test-email');
  return delivered
    ? check('testEmail', true, `Último correo de prueba entregado al servidor de correo: ${when(delivered)}.`)
    : check('testEmail', false, 'Todavía no se entregó un correo de prueba.');
}

/**
 * The site's address is https, and the server sees its visits as https: behind a proxy it does not believe
 * (TRUST_PROXY unset), every visitor shares the proxy's limits and no browser is told to keep to https (HSTS).
 */
function https(config: Pick<Config, 'publicUrl'>, arrival: Arrival): SiteStatusCheck {
  if (new URL(config.publicUrl).protocol !== 'https:') {
    return check('https', false, `La dirección del sitio es ${config.publicUrl}, sin https.`);
  }
  if (arrival.protocol === 'https') return check('https', true, config.publicUrl);
  return check(
    'https',
    false,
    arrival.forwardedProto
      ? 'Las visitas llegan a través de un proxy que el servidor no reconoce (falta TRUST_PROXY): todas comparten los mismos límites de intentos y los navegadores no reciben la orden de usar siempre https.'
      : 'Esta página llegó al servidor sin https: el proxy que atiende la dirección del sitio tiene que avisarle (X-Forwarded-Proto) y estar en TRUST_PROXY.',
  );
}

async function transfers(db: Db): Promise<SiteStatusCheck> {
  const settings = await readPaymentSettings(db);
  const demo = Object.values(settings).some((value) => typeof value === 'string' && value.includes('DEMO'));
  if (demo) return check('transfers', false, 'Los datos bancarios son los de demostración.');
  const offered = canPayByHand(settings, 'ARS') || canPayByHand(settings, 'USD');
  return check(
    'transfers',
    true,
    offered
      ? 'La transferencia se ofrece con tus datos bancarios.'
      : 'La transferencia no se ofrece: no hay datos bancarios cargados.',
  );
}

async function providers(accounts: PaymentAccounts): Promise<SiteStatusCheck> {
  const { mp, pp } = await accounts.sources();
  if (mp.source === 'simulator' && pp.source === 'simulator') {
    return check(
      'providers',
      false,
      'Mercado Pago y PayPal son el simulador de pagos del sitio: no cobran de verdad.',
    );
  }
  const say = (name: string, { source, test }: typeof mp) =>
    `${name}: ${
      source === 'none'
        ? 'no se ofrece'
        : source === 'simulator'
          ? 'el simulador de pagos (no cobra de verdad)'
          : test
            ? 'credenciales de prueba (no cobra de verdad)'
            : source === 'owner'
              ? 'con tus credenciales'
              : 'configurado'
    }`;
  return check('providers', !mp.test && !pp.test, `${say('Mercado Pago', mp)} · ${say('PayPal', pp)}.`);
}

async function demo(db: Db): Promise<SiteStatusCheck> {
  return (await hasDemoContent(db))
    ? check('demo', false, 'El sitio todavía muestra contenido de demostración.')
    : check('demo', true, 'No queda contenido de demostración.');
}

async function legal(db: Db): Promise<SiteStatusCheck> {
  const rows = await db
    .select({ kind: legalTexts.kind })
    .from(legalTexts)
    .where(isNotNull(legalTexts.published));
  const published = new Set(rows.map((row) => row.kind));
  const missing = [
    !published.has('terms') && 'los términos y condiciones',
    !published.has('privacy') && 'la política de privacidad',
  ].filter(Boolean);
  return missing.length === 0
    ? check('legal', true, 'Los términos y condiciones y la política de privacidad están publicados.')
    : check('legal', false, `Falta publicar ${missing.join(' y ')}.`);
}

async function backup(db: Db, now: Date): Promise<SiteStatusCheck> {
  const last = await lastRecorded(db, 'backup');
  if (!last) return check('backup', false, 'No hay copias de seguridad registradas.');
  const recent = now.getTime() - last.getTime() <= BACKUP_MAX_AGE_DAYS * DAY_MS;
  return check('backup', recent, `Última copia de seguridad: ${when(last)}.`);
}

/** Every check of 'Estado del sitio', in the contract's order. */
export async function siteStatus(
  {
    config,
    db,
    arrival,
    accounts,
  }: { config: Pick<Config, 'mail' | 'publicUrl'>; db: Db; arrival: Arrival; accounts: PaymentAccounts },
  now = new Date(),
): Promise<SiteStatusCheck[]> {
  return Promise.all([
    ownerDetails(db),
    testEmail(db, config),
    https(config, arrival),
    transfers(db),
    providers(accounts),
    invoicingStatus(db),
    demo(db),
    legal(db),
    backup(db, now),
  ]);
}
