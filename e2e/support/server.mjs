// Starts the production build on a fresh embedded database for the end-to-end tests.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = path.resolve(`reports/e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: port,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'admin-e2e-password',
  },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill('SIGTERM'));
server.on('exit', (code) => process.exit(code ?? 0));
