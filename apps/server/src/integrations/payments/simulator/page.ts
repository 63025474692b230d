const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('es-AR', { style: 'currency', currency, currencyDisplay: 'code' }).format(amount);

/** Inline styles only (the CSP allows them) and no script: the page works with plain forms. */
const STYLE = `body{font-family:system-ui,sans-serif;margin:0;color:#1d1d1f;background:#f5f5f7}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem}
.banner{margin:0;padding:1rem;background:#fff3cd;color:#664d03;border-bottom:2px solid #997404;text-align:center;font-weight:700}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{font-weight:700}dd{margin:0}
form{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem;margin-top:1.5rem}
select{font:inherit;padding:.5rem}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.375rem;border:2px solid #1d1d1f;background:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
button[value=approve]{background:#146c43;border-color:#146c43;color:#fff}
button[value=reject]{background:#b02a37;border-color:#b02a37;color:#fff}`;

function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>
<p class="banner" role="note">Simulación de pago: no se mueve dinero real</p>
<main>
${content}
</main>
</body>
</html>`;
}

export interface CheckoutView {
  provider: 'Mercado Pago' | 'PayPal';
  items: { title: string; amount: number }[];
  total: number;
  currency: string;
  /** Where the buttons post, on this page's origin. */
  action: string;
  /** Mercado Pago: the most cuotas the preference offers; above 1, the buyer chooses how many. */
  installments?: number;
}

/** The cuotas to choose from, 1 up to what the preference offers, as a select of the form. */
function installmentsChoice(most: number | undefined): string {
  if (!most || most <= 1) return '';
  const options = Array.from({ length: most }, (_, index) => index + 1)
    .map((count) => `<option value="${count}">${count === 1 ? '1 pago' : `${count} cuotas`}</option>`)
    .join('');
  return `<label for="cuotas">Cuotas</label>
<select id="cuotas" name="installments">${options}</select>
`;
}

/** The provider's checkout, played: what is paid, how much, and the three outcomes to choose from. */
export function checkoutPage(view: CheckoutView): string {
  const items = view.items.map((item) => `<dt>Concepto</dt><dd>${escapeHtml(item.title)}</dd>`).join('\n');
  return layout(
    `Pagar con ${view.provider} (simulación)`,
    `<h1>Pagar con ${view.provider}</h1>
<dl>
${items}
<dt>Importe</dt><dd>${escapeHtml(money(view.total, view.currency))}</dd>
<dt>Moneda</dt><dd>${escapeHtml(view.currency)}</dd>
</dl>
<form method="post" action="${escapeHtml(view.action)}">
${installmentsChoice(view.installments)}<button type="submit" name="decision" value="approve">Aprobar</button>
<button type="submit" name="decision" value="reject">Rechazar</button>
<button type="submit" name="decision" value="pending">Dejar pendiente</button>
</form>`,
  );
}

/** A page with only a message: an unknown or expired checkout, or an outcome with nowhere to return to. */
export function messagePage(title: string, text: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(text)}</p>`);
}
