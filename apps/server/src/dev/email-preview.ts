import type { FastifyPluginAsync } from 'fastify';
import { directLoopbackOnly } from '../lib/direct-only';
import type { Dependencies } from '../platform/dependencies';
import { escapeHtml } from '../platform/letter';
import {
  mailSamples,
  SAMPLE_ITEM_TITLE,
  samplePerson,
  type MailSample,
  type SampleContext,
} from './email-samples';

export const PREVIEW_PATH = '/dev/correos';

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;color:#1d1d1f;background:#f5f5f7}
main{max-width:52rem;margin:0 auto;padding:1.5rem}
section{margin:2.5rem 0;padding-top:1rem;border-top:1px solid #ccc}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:700}dd{margin:0}
pre{white-space:pre-wrap;background:#fff;padding:1rem;border:1px solid #ccc}
.mail{border:1px solid #ccc}`;

/** The part of an e-mail's HTML inside <body>, with the body's own style, to show it inside a page. */
function bodyOf(html: string): string {
  const [, style = '', content = ''] = /<body(?: style="([^"]*)")?>([\s\S]*)<\/body>/.exec(html) ?? [];
  return `<div class="mail" style="${style}">${content}</div>`;
}

function listPage(samples: readonly MailSample[], context: SampleContext): string {
  const mails = samples.map((sample) => ({ sample, mail: sample.render(context) }));
  const contents = mails
    .map(
      ({ sample, mail }) =>
        `<li><a href="#${sample.id}">${escapeHtml(sample.title)}</a>: ${escapeHtml(mail.subject)}</li>`,
    )
    .join('\n');
  const sections = mails
    .map(
      ({ sample, mail }) => `<section id="${sample.id}">
<h2>${escapeHtml(sample.title)}</h2>
<dl><dt>Para</dt><dd>${escapeHtml(mail.to)}</dd><dt>Asunto</dt><dd>${escapeHtml(mail.subject)}</dd></dl>
<p><a href="${PREVIEW_PATH}/${sample.id}">Abrir solo este correo</a> · <a href="${PREVIEW_PATH}/${sample.id}/texto">Ver su texto plano</a></p>
${bodyOf(mail.html)}
<details><summary>Texto plano</summary><pre>${escapeHtml(mail.text)}</pre></details>
</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Correos del sitio</title><style>${STYLE}</style></head>
<body><main>
<h1>Correos del sitio</h1>
<p>Cada correo que envía el sitio, escrito con datos de ejemplo, en su versión HTML y en texto plano. Esta página existe
solo en desarrollo (<code>npm run dev</code>).</p>
<ol>
${contents}
</ol>
${sections}
</main></body>
</html>`;
}

/**
 * Development only: every e-mail the site sends, written with sample data, so that their wording can be read in
 * one place. dev.ts registers it; the production server (main.ts) never imports it, and even in development it
 * answers only a request straight from this machine (as the payment simulator does).
 */
export const emailPreviews: FastifyPluginAsync<Pick<Dependencies, 'config' | 'database' | 'sender'>> = async (
  app,
  deps,
) => {
  directLoopbackOnly(app);
  const context = async (): Promise<SampleContext> => {
    const site = await deps.sender.site();
    return {
      site,
      ownerEmail: site.noticesTo,
      person: samplePerson,
      itemTitle: SAMPLE_ITEM_TITLE,
    };
  };
  const mailOf = async (id: string) =>
    mailSamples.find((sample) => sample.id === id)?.render(await context());

  app.get(PREVIEW_PATH, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(listPage(mailSamples, await context())),
  );
  app.get<{ Params: { id: string } }>(`${PREVIEW_PATH}/:id`, async (request, reply) => {
    const mail = await mailOf(request.params.id);
    return mail ? reply.type('text/html; charset=utf-8').send(mail.html) : reply.callNotFound();
  });
  app.get<{ Params: { id: string } }>(`${PREVIEW_PATH}/:id/texto`, async (request, reply) => {
    const mail = await mailOf(request.params.id);
    return mail ? reply.type('text/plain; charset=utf-8').send(mail.text) : reply.callNotFound();
  });
};
