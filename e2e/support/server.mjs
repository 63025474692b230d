// Starts the production build on a fresh embedded database for the end-to-end tests, with a loopback SMTP
// server that files every message under reports/e2e-mail-<port>/ (read them with mail.ts) and a local
// OpenID provider for the social login button (oidc-provider.mjs).
import { spawn } from 'node:child_process';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { admin } from './accounts.mjs';
import { startOidcProvider } from './oidc-provider.mjs';

const port = process.env.E2E_PORT ?? '3100';
const origin = `http://127.0.0.1:${port}`;
const dataDir = path.resolve(`reports/e2e-data-${port}`);
const mailDir = path.resolve(`reports/e2e-mail-${port}`);
for (const dir of [dataDir, mailDir]) rmSync(dir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      const file = path.join(mailDir, `${Date.now()}-${String(received).padStart(4, '0')}.eml`);
      // Written aside, then renamed: a reader never sees half a message.
      writeFileSync(`${file}.part`, Buffer.concat(chunks));
      renameSync(`${file}.part`, file);
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const oidc = await startOidcProvider({ redirectUri: `${origin}/auth/callback` });

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: port,
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
    // The specs' e-mails arrive in bursts (parallel workers): the loopback server takes them as fast as they come.
    MAIL_PER_MINUTE: '6000',
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: oidc.clientId,
    // Every spec logs in from this one address.
    AUTH_RATE_LIMIT_FACTOR: '100',
    // The production build plays the payment providers only when asked (the browser reaches it on loopback).
    PAYMENT_SIMULATOR: '1',
  },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill('SIGTERM'));
server.on('exit', async (code) => {
  smtp.close();
  await oidc.close();
  process.exit(code ?? 0);
});
