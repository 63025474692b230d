import { XMLParser } from 'fast-xml-parser';
import { post } from './transport';

/**
 * Why a call to ARCA failed. `fault`: ARCA answered and refused (a SOAP Fault or an `Err` of WSFEv1, its code in
 * `code`); `invalid-answer`: an answer we cannot read. `timeout` and `network`: no answer, so whether ARCA
 * acted is unknown, and a voucher must be looked up before it is sent again (docs/decisions/069-factura-c.md).
 */
export type ArcaErrorKind = 'fault' | 'timeout' | 'network' | 'invalid-answer';

/** A failed call to WSAA or WSFEv1. */
export class ArcaError extends Error {
  override name = 'ArcaError';
  constructor(
    readonly kind: ArcaErrorKind,
    message: string,
    /** ARCA's code: a WSAA fault code (`cms.cert.untrusted`) or a WSFEv1 `Err` code (`600`, `10016`). */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** SOAP 1.1's envelope namespace. */
export const SOAP_ENVELOPE_NAMESPACE = 'http://schemas.xmlsoap.org/soap/envelope/';

/** Every value stays a string (CUITs, CAEs and amounts are never numbers by accident), prefixes dropped. */
const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A well-formed XML document as plain objects (elements by local name, text as strings), else undefined. */
export function parseXml(text: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = parser.parse(text, true);
    return isRecord(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** What lies at `path` under `value` (element names), or undefined as soon as a step is missing. */
export function at(value: unknown, ...path: string[]): unknown {
  let here = value;
  for (const name of path) {
    if (!isRecord(here)) return undefined;
    here = here[name];
  }
  return here;
}

/** The text at `path` under `value`, or undefined when there is none (an empty element is ''). */
export function textAt(value: unknown, ...path: string[]): string | undefined {
  const found = at(value, ...path);
  return typeof found === 'string' ? found : undefined;
}

/** A repeated element as a list: XML gives one element as a value and several as an array. */
export function list(value: unknown): unknown[] {
  if (value === undefined || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

/** `text` escaped for an XML element's text or a quoted attribute. */
export function xmlText(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** What `xmlElements` writes: text, nested elements, a repeated element (a list), or nothing (undefined). */
export type XmlValue =
  string | number | undefined | readonly XmlValue[] | { readonly [name: string]: XmlValue };

/** Elements in the order of the object's keys, their text escaped: `{ A: 1, B: { C: 'x' } }` → `<A>1</A><B><C>x</C></B>`. */
export function xmlElements(elements: { readonly [name: string]: XmlValue }): string {
  const write = (name: string, value: XmlValue): string => {
    if (value === undefined) return '';
    if (Array.isArray(value)) return value.map((item: XmlValue) => write(name, item)).join('');
    if (typeof value === 'object')
      return `<${name}>${xmlElements(value as Record<string, XmlValue>)}</${name}>`;
    return `<${name}>${xmlText(String(value))}</${name}>`;
  };
  return Object.entries(elements)
    .map(([name, value]) => write(name, value))
    .join('');
}

/** One SOAP call's operation. */
export interface SoapRequest {
  /** The SOAPAction header (WSAA ignores it; WSFEv1 wants its namespace and the operation). */
  action: string;
  /** The XML inside soap:Body: the operation's element. */
  body: string;
  timeoutMs?: number;
}

/**
 * One SOAP 1.1 call: the answer's Body (parsed, values as strings), or an ArcaError. A SOAP Fault (HTTP 500)
 * becomes a `fault` with its faultcode without the namespace prefix (`ns1:cms.cert.untrusted` →
 * `cms.cert.untrusted`).
 */
export async function soapCall(url: string, request: SoapRequest): Promise<Record<string, unknown>> {
  const timeoutMs = request.timeoutMs ?? 20_000;
  const where = `ARCA ${new URL(url).pathname}${request.action ? ` (${request.action.split('/').at(-1)})` : ''}`;
  const envelope =
    '<?xml version="1.0" encoding="utf-8"?>' +
    `<soap:Envelope xmlns:soap="${SOAP_ENVELOPE_NAMESPACE}"><soap:Body>${request.body}</soap:Body></soap:Envelope>`;
  const signal = AbortSignal.timeout(timeoutMs);
  let answer;
  try {
    answer = await post(
      url,
      { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${request.action}"` },
      envelope,
      signal,
    );
  } catch (error) {
    if (signal.aborted) throw new ArcaError('timeout', `${where}: no answer in ${timeoutMs} ms`);
    throw new ArcaError('network', `${where}: ${String((error as Error).cause ?? error)}`);
  }
  const body = at(parseXml(answer.text), 'Envelope', 'Body');
  const fault = at(body, 'Fault');
  if (fault !== undefined) {
    const code = textAt(fault, 'faultcode')?.split(':').at(-1);
    throw new ArcaError('fault', textAt(fault, 'faultstring') || `${where}: SOAP fault ${code}`, code);
  }
  if (answer.status !== 200 || !isRecord(body)) {
    throw new ArcaError('invalid-answer', `${where}: answered ${answer.status} without a SOAP body`);
  }
  return body;
}
