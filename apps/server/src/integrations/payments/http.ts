import type { z } from 'zod';
import type { PaymentProvider } from '@constelaciones/contract';

/** Why a call to a provider failed: the payments feature tells a refusal (4xx) from an outage (the rest). */
export type PaymentErrorKind = 'http' | 'timeout' | 'network' | 'invalid-answer';

export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  constructor(
    readonly provider: PaymentProvider,
    readonly kind: PaymentErrorKind,
    message: string,
    /** The HTTP status when the provider answered. */
    readonly status?: number,
    /** The provider's error body, for the logs: never shown to a visitor. */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export interface JsonRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  /** A JSON value, or a form already encoded. */
  body?: unknown;
  timeoutMs: number;
}

/**
 * One call to a provider: a timeout on every call, the answer parsed with `schema` (an unexpected answer is an
 * error, never a cast), and every failure turned into a PaymentProviderError naming the provider.
 */
export async function requestJson<T extends z.ZodType>(
  provider: PaymentProvider,
  request: JsonRequest,
  schema: T,
): Promise<z.output<T>> {
  const form = request.body instanceof URLSearchParams;
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(request.body === undefined
          ? {}
          : { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' }),
        ...request.headers,
      },
      body:
        request.body === undefined ? undefined : form ? String(request.body) : JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new PaymentProviderError(
      provider,
      timedOut ? 'timeout' : 'network',
      `${provider}: ${request.method} ${new URL(request.url).pathname} ${timedOut ? `got no answer in ${request.timeoutMs} ms` : `failed (${String(error)})`}`,
    );
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = text;
  }
  const where = `${provider}: ${request.method} ${new URL(request.url).pathname}`;
  if (!response.ok) {
    throw new PaymentProviderError(
      provider,
      'http',
      `${where} answered ${response.status}`,
      response.status,
      json,
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new PaymentProviderError(
      provider,
      'invalid-answer',
      `${where}: unexpected answer (${parsed.error.issues.map((issue) => issue.path.join('.') || 'body').join(', ')})`,
      response.status,
      json,
    );
  }
  return parsed.data;
}
