import { SENT_MAIL_DAYS, UNCONFIRMED_ACCOUNT_DAYS, type LegalKind } from '@constelaciones/contract';

/** What the site knows when it proposes the texts: her details (if she gave them) and its own rules. */
export interface ProposalFacts {
  owner: { name: string; email: string } | undefined;
  /** Days a transfer is waited for before the enrolment expires (PENDING_PURCHASE_DAYS). */
  pendingPurchaseDays: number;
  /** The site's address, e.g. https://marianarios.com.ar. */
  siteUrl: string;
  /** Days after a purchase ended unpaid before its personal data is erased (her setting in 'Datos de pago'). */
  unpaidDataDays: number;
}

/**
 * The site's first draft of each legal text, in Markdown, for a practitioner in Argentina who sells workshops,
 * activities and the modules of a training. Written from her details where the site has them; what it cannot
 * know stays between brackets ('[tu CUIT]') for her to fill in before she publishes. A proposal to review, not
 * legal advice: the owner's guide says so.
 */
export function proposeLegalText(kind: LegalKind, facts: ProposalFacts): string {
  return (kind === 'terms' ? proposeTerms : proposePrivacy)(facts);
}

const who = ({ owner }: ProposalFacts) => ({
  name: owner?.name || '[tu nombre]',
  email: owner?.email || '[tu correo electrónico]',
});

const days = (count: number) => (count === 1 ? '1 día' : `${count} días`);

function proposeTerms(facts: ProposalFacts): string {
  const { name, email } = who(facts);
  return `## Quién vende

Este sitio (${facts.siteUrl}) y todo lo que se ofrece en él pertenecen a **${name}**, CUIT [tu CUIT], con domicilio en [tu domicilio]. Podés escribirle a [${email}](mailto:${email}) por cualquier consulta, reclamo o pedido sobre tu compra.

Al inscribirte o comprar en el sitio aceptás estos términos y condiciones. Te pedimos que los leas antes de pagar.

## Qué se ofrece

- **Talleres presenciales y virtuales** de constelaciones familiares, en la fecha, el horario y el lugar (o la plataforma) que indica cada taller.
- **Actividades**: charlas, encuentros y otras propuestas publicadas en el calendario, cada una con su fecha, modalidad y precio.
- **La formación NCFA**, por módulos: los **módulos en directo** se cursan en vivo en la fecha indicada; los **módulos grabados** son videos que podés ver desde tu cuenta una vez acreditado el pago.

Para inscribirte necesitás una cuenta con tus datos reales: nombre, apellido, fecha de nacimiento, teléfono y país.

## Precios y monedas

Los precios están publicados en cada taller, actividad o módulo y son finales. Se pagan en **pesos argentinos (ARS)** si vivís en Argentina y en **dólares estadounidenses (USD)** si vivís en otro país. Algunos talleres tienen un precio anticipado para quien se inscribe con la anticipación que indica su página. El precio que pagás es el que figura al momento de inscribirte.

## Formas de pago

- **Mercado Pago**, en pesos.
- **PayPal**, en dólares.
- **Transferencia bancaria**, en pesos: al inscribirte recibís por correo los datos de la cuenta y el monto. Tu lugar queda reservado durante **${days(facts.pendingPurchaseDays)}**; si en ese plazo no se recibe la transferencia, la inscripción vence y el lugar se libera.

Tu inscripción queda confirmada cuando se acredita el pago; te avisamos por correo.

## Cancelaciones y derecho de arrepentimiento

- **Botón de arrepentimiento.** Podés revocar tu compra dentro de los **10 días corridos** desde que la hiciste, sin dar motivos y sin costo, como establece el artículo 34 de la Ley 24.240 de Defensa del Consumidor. Para hacerlo, usá el [Botón de arrepentimiento](${facts.siteUrl}/arrepentimiento), al pie de cada página: no hace falta iniciar sesión, y recibís en el momento un código de tu solicitud, también por correo. Si el plazo vence un sábado o un domingo, se extiende al lunes. Te devolvemos el total por el mismo medio con el que pagaste.
- Los **módulos grabados** son contenido digital: si ya empezaste a reproducir el módulo, el derecho de arrepentimiento puede no aplicarse (artículo 1116 del Código Civil y Comercial).
- Si un taller, una actividad o un módulo en directo **se suspende o cambia de fecha**, podés elegir pasar tu lugar a la nueva fecha o recibir la devolución total.
- Pasados los 10 días, si no podés asistir, avisanos con al menos 48 horas de anticipación y tu lugar pasa a otra fecha del mismo taller o actividad. [Revisá y ajustá esta regla a tu forma de trabajar.]

## Uso del material grabado

Los módulos grabados y cualquier material que recibas son **para tu uso personal**. No está permitido copiarlos, descargarlos, grabarlos, compartir tu cuenta ni difundirlos, en todo o en parte, sin autorización escrita de ${name}. El acceso es personal e intransferible.

## Sobre los talleres

Las constelaciones familiares son un trabajo de desarrollo personal y no reemplazan un tratamiento médico ni psicológico. Si estás en tratamiento, te recomendamos comentarlo con tu profesional.

## Datos personales

Usamos tus datos como explica la [Política de privacidad](/privacidad).

## Cambios y jurisdicción

Estos términos pueden cambiar; cada compra se rige por los vigentes al momento de hacerla. Se aplican las leyes de la República Argentina. Si tenés un reclamo, escribinos primero a [${email}](mailto:${email}); también podés acudir a la autoridad de defensa del consumidor de tu jurisdicción.
`;
}

function proposePrivacy(facts: ProposalFacts): string {
  const { name, email } = who(facts);
  return `## Quién es responsable de tus datos

**${name}**, con domicilio en [tu domicilio], es responsable de los datos personales que se reúnen en este sitio (${facts.siteUrl}). Podés escribirle a [${email}](mailto:${email}) por cualquier consulta sobre tus datos.

## Qué datos reunimos y para qué

- **Tu cuenta**: nombre de usuario, correo electrónico y contraseña (guardada cifrada: nadie puede leerla). Sirven para que entres al sitio y para escribirte sobre tus inscripciones. Si entrás con Google, recibimos de Google tu nombre y tu correo, nada más.
- **Tus datos personales**: nombre, apellido, fecha de nacimiento, teléfono y país, que completás al inscribirte. Sirven para identificarte en los talleres y la formación, contactarte y calcular el precio en la moneda que corresponde a tu país.
- **Tus inscripciones y pagos**: qué compraste, cuándo, el monto, la forma de pago y su estado. Sirven para darte acceso a lo que compraste y para llevar los registros contables que exige la ley.
- **Tu avance en los módulos grabados**: dónde dejaste cada video, para que puedas retomarlo.
- **Datos técnicos**: la dirección IP de cada intento de acceso o registro, para proteger el sitio de abusos. El sitio guarda tu sesión en tu navegador; no usa cookies de publicidad ni de seguimiento.

No usamos tus datos para otros fines, no los vendemos ni los cedemos.

## Dónde se guardan y quién los ve

Tus datos se guardan en la base de datos del sitio, en [el proveedor de alojamiento y el país donde están los servidores]. Los ve **${name}**, para administrar las inscripciones. Cuando pagás con **Mercado Pago** o **PayPal**, esa empresa recibe lo necesario para cobrar (el monto, la descripción de la compra y los datos que le des en su página) y los trata según su propia política de privacidad. Los correos del sitio se envían a través de [tu proveedor de correo].

## Cuánto tiempo los guardamos

- **Tu cuenta y tus datos personales**: mientras tengas la cuenta. Cuando la eliminás (o nos pedís que la eliminemos) se borran en el momento: tu cuenta, tu perfil, tu foto, tus sesiones, tu avance en los módulos, tus preferencias y, si estabas en el listado de Consteladores, tu tarjeta.
- **Tus compras y pagos**: se conservan durante el plazo que exigen las normas contables e impositivas. Si eliminás tu cuenta, quedan sin tus datos personales: figuran como «Cuenta eliminada», con el importe, la moneda, la forma de pago, el estado y las fechas.
- **Inscripciones que vencieron sin pagarse**: sus datos personales (nombre, correo, teléfono, país y fecha de nacimiento) se borran a los **${days(facts.unpaidDataDays)}** de su vencimiento.
- **Cuentas sin confirmar**: si no confirmás tu correo, la cuenta se borra a los **${days(UNCONFIRMED_ACCOUNT_DAYS)}** de creada.
- **Copias de los correos que te enviamos**: se borran a los **${days(SENT_MAIL_DAYS)}** de enviados.
- **Datos técnicos de los accesos** (sesiones y enlaces de un solo uso): se borran cuando vencen.

## Tus derechos y cómo ejercerlos

Como establece la Ley 25.326 de Protección de los Datos Personales, podés **acceder** a tus datos, pedir que los **rectifiquemos** o actualicemos, y que los **suprimamos**:

- **Acceso**: en tu perfil, en la pestaña **Mis datos**, ves todo lo que el sitio guarda sobre vos (tu cuenta, tus datos personales, tus inscripciones y pagos, tu avance, tus preferencias, tus sesiones y los cambios registrados sobre tu cuenta) y lo podés **descargar** en un archivo cuando quieras.
- **Rectificación**: corregí tus datos personales en **Editar perfil**, en tu perfil.
- **Supresión**: en **Mis datos**, **Eliminar mi cuenta** borra tu cuenta y tus datos personales en el momento. Te pedimos tu contraseña para confirmarlo; si entrás con Google, te enviamos un enlace a tu correo. Tus compras y pagos se conservan como se explica arriba, sin tus datos.

También podés escribir a [${email}](mailto:${email}) para cualquiera de estos pedidos; te respondemos dentro de los plazos de la ley (10 días corridos para el acceso, 5 días hábiles para la rectificación o la supresión).

El titular de los datos personales tiene la facultad de ejercer el derecho de acceso a los mismos en forma gratuita a intervalos no inferiores a seis meses, salvo que se acredite un interés legítimo al efecto conforme lo establecido en el artículo 14, inciso 3 de la Ley N° 25.326.

La **Agencia de Acceso a la Información Pública (AAIP)**, en su carácter de Órgano de Control de la Ley N° 25.326, tiene la atribución de atender las denuncias y reclamos que interpongan quienes resulten afectados en sus derechos por incumplimiento de las normas vigentes en materia de protección de datos personales.

## Cambios

Si esta política cambia, publicamos la nueva versión en esta página con su fecha.
`;
}
