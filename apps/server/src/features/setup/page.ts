import { messages, TEXT_MAX } from '@constelaciones/contract';
import { escapeHtml } from '../../platform/letter';

const { setup } = messages;

/** What the form shows again after a refusal: the values typed (never the password) and a message per field. */
export interface SetupFormState {
  values?: Partial<Record<'name' | 'email' | 'noticesEmail', string>>;
  errors?: Record<string, string>;
}

/**
 * The site's look, as the web build names it: the stylesheets of its account screens (fonts, brand colours,
 * Bootstrap's form controls). None where no build is served: the page is then plain HTML, as usable.
 */
export type Stylesheets = readonly string[];

/** A page in the frame of the site's account screens (the web app's AuthPage): a narrow card with its heading. */
const page = (stylesheets: Stylesheets, body: string) => `<!doctype html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(setup.title)}</title>
${stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n')}
</head>
<body>
<main id="contenido" class="container py-4 py-md-5">
<div class="card auth-card mx-auto"><div class="card-body">
<h1 class="page-title text-center">${escapeHtml(setup.title)}</h1>
${body}
</div></div>
</main>
</body>
</html>`;

/** The form's fields in order, each with what it holds for the browser's autofill and assistive technology. */
const FIELDS = [
  { name: 'name', type: 'text', max: TEXT_MAX.name, autocomplete: 'name' },
  { name: 'email', type: 'email', max: TEXT_MAX.email, autocomplete: 'username' },
  { name: 'password', type: 'password', max: 15, autocomplete: 'new-password' },
  { name: 'noticesEmail', type: 'email', max: TEXT_MAX.email, autocomplete: 'email' },
] as const;
type Field = (typeof FIELDS)[number];

/** A labelled field with its message under it, tied to it by aria-describedby; `focus` when it is the first refused. */
function field(
  { name, type, max, autocomplete }: Field,
  { values = {}, errors = {} }: SetupFormState,
  focus: boolean,
) {
  const error = errors[name];
  const value = name === 'password' ? '' : (values[name] ?? '');
  return `<div class="mb-3">
<label for="${name}" class="form-label">${escapeHtml(setup[name])}</label>
<input id="${name}" name="${name}" type="${type}" class="form-control${error ? ' is-invalid' : ''}" required maxlength="${max}" autocomplete="${autocomplete}" value="${escapeHtml(value)}"${
    error ? ` aria-invalid="true" aria-describedby="${name}-error"${focus ? ' autofocus' : ''}` : ''
  }>
${error ? `<div id="${name}-error" class="invalid-feedback" role="alert">${escapeHtml(error)}</div>` : ''}
</div>`;
}

/**
 * The setup form: it posts to its own address, so it works without JavaScript. When it comes back refused, the first
 * refused field takes the focus, so its label and message are read first.
 */
export const setupFormPage = (stylesheets: Stylesheets, state: SetupFormState = {}) => {
  const firstRefused = FIELDS.find(({ name }) => state.errors?.[name]);
  return page(
    stylesheets,
    `<p class="text-center auth-intro">${escapeHtml(setup.intro)}</p>
<form method="post">
${FIELDS.map((each) => field(each, state, each === firstRefused)).join('\n')}
<button type="submit" class="btn btn-primary w-100">${escapeHtml(setup.submit)}</button>
</form>`,
  );
};

export const setupDonePage = (stylesheets: Stylesheets) =>
  page(
    stylesheets,
    `<p class="alert alert-success" role="status">${escapeHtml(setup.done)}</p>
<a class="btn btn-primary w-100" href="/login">${escapeHtml(setup.login)}</a>`,
  );

export const setupNotFoundPage = (stylesheets: Stylesheets) =>
  page(stylesheets, `<p class="text-center mb-0">${escapeHtml(messages.server.notFound)}</p>`);
