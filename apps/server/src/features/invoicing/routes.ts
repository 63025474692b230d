import type { FastifyPluginAsync } from 'fastify';
import { invoicingEndpoints as endpoints, invoicingMessages as texts } from '@constelaciones/contract';
import { route } from '../../lib/endpoints';
import type { Dependencies } from '../../platform/dependencies';
import { sendPdf } from '../../platform/pdf';
import { testConnection } from './connection';
import { INVOICE_JOB } from './record';
import { invoiceService } from './service';
import { invoicingSettingsService } from './settings';

/** Invoicing: her settings and connection test, the comprobantes' lists and PDFs, and the job that asks ARCA. */
export const invoicingRoutes: FastifyPluginAsync<Dependencies> = async (app, deps) => {
  const settings = invoicingSettingsService(deps);
  const comprobantes = invoiceService(deps);
  deps.jobs.handle(INVOICE_JOB, (row) => comprobantes.run((row.payload as { id: string }).id));

  route(app, endpoints.settings, () => settings.read());
  route(app, endpoints.saveSettings, async (request) => ({
    settings: await settings.save(request.user, request.body),
    msg: texts.saved,
  }));
  route(app, endpoints.test, () => testConnection(deps));
  route(app, endpoints.list, async () => ({ invoices: await comprobantes.list() }));
  route(app, endpoints.retry, async (request) => ({
    invoice: await comprobantes.retry(request.user, request.params.id),
    msg: texts.retried,
  }));
  route(app, endpoints.mine, async (request) => ({ invoices: await comprobantes.mine(request.user.id) }));
  route(app, endpoints.pdf, async (request, reply) =>
    sendPdf(reply, await comprobantes.pdf(request.user, request.params.id)),
  );
};
