import type { Lang } from '../engine/localize';

/** Body of `POST {api host}/newsletter/subscribe`. */
export interface SubscribeRequest {
  email: string;
  /** The current language: the confirmation mail is written in it. */
  locale: Lang;
  consent: boolean;
}

/** Body of `POST {api host}/newsletter/unsubscribe` (decisions on open points). */
export interface UnsubscribeRequest {
  email: string;
  locale: Lang;
}

/** A request that hangs this long counts as failed, so the form never stays on 'Please wait…'. */
const TIMEOUT_MS = 20_000;

/** `{api host}`: `VITE_API_BASE` at build time; empty means the site's own origin. */
function apiBase(): string {
  const base: unknown = import.meta.env.VITE_API_BASE;
  return typeof base === 'string' ? base.replace(/\/+$/, '') : '';
}

async function post(path: string, body: SubscribeRequest | UnsubscribeRequest): Promise<boolean> {
  try {
    const response = await fetch(`${apiBase()}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(TIMEOUT_MS) : null,
    });
    return response.ok;
  } catch {
    // Offline, DNS, CORS refusal, timeout: all the same to the reader (decisions on open points).
    return false;
  }
}

/**
 * Asks for the newsletter (double opt-in: the service mails a confirmation link).
 * Resolves true when the service accepted the request (any 2xx), false on any other answer or a
 * network failure; the response body is never read.
 */
export function subscribe(request: SubscribeRequest): Promise<boolean> {
  return post('/newsletter/subscribe', { email: request.email, locale: request.locale, consent: request.consent });
}

/**
 * Asks the service to email the address its unsubscribe link (the request alone unsubscribes nobody).
 * True when the service accepted the request, whether or not the address is subscribed.
 */
export function unsubscribe(request: UnsubscribeRequest): Promise<boolean> {
  return post('/newsletter/unsubscribe', { email: request.email, locale: request.locale });
}
