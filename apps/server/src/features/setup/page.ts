import { messages, TEXT_MAX } from '@constelaciones/contract';
import { escapeHtml } from '../emails/letter';

const { setup } = messages;

/** What the form shows again after a refusal: the values typed (never the password) and a message per field. */
export interface SetupFormState {
  values?: Partial<Record<'name' | 'email' | 'noticesEmail', string>>;
  errors?: Record<string, string>;
  message?: string;
}

const page = (body: string) => `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(setup.title)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(setup.title)}</h1>
${body}
</main>
</body>
</html>`;

function field(
  name: 'name' | 'email' | 'password' | 'noticesEmail',
  type: string,
  max: number,
  { values = {}, errors = {} }: SetupFormState,
) {
  const error = errors[name];
  const value = name === 'password' ? '' : (values[name] ?? '');
  return `<p>
<label for="${name}">${escapeHtml(setup[name])}</label><br>
<input id="${name}" name="${name}" type="${type}" required maxlength="${max}" value="${escapeHtml(value)}"${
    error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''
  }>
${error ? `<br><span id="${name}-error" role="alert">${escapeHtml(error)}</span>` : ''}
</p>`;
}

/** The setup form: it posts to its own address, so it works without JavaScript. */
export const setupFormPage = (state: SetupFormState = {}) =>
  page(`<p>${escapeHtml(setup.intro)}</p>
${state.message ? `<p role="alert">${escapeHtml(state.message)}</p>` : ''}
<form method="post">
${field('name', 'text', TEXT_MAX.name, state)}
${field('email', 'email', TEXT_MAX.email, state)}
${field('password', 'password', 15, state)}
${field('noticesEmail', 'email', TEXT_MAX.email, state)}
<p><button type="submit">${escapeHtml(setup.submit)}</button></p>
</form>`);

export const setupDonePage = () =>
  page(`<p role="status">${escapeHtml(setup.done)}</p>
<p><a href="/login">${escapeHtml(setup.login)}</a></p>`);

export const setupNotFoundPage = () => page(`<p>${escapeHtml(messages.server.notFound)}</p>`);
