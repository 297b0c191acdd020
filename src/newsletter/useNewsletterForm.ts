import { useCallback, useRef, useState } from 'react';
import type { Lang } from '../engine/localize';
import { isValidEmail } from './isValidEmail';
import * as newsletterApi from './newsletterApi';

export type NewsletterMode = 'subscribe' | 'unsubscribe';

/** idle → working → success | error. */
export type NewsletterStatus = 'idle' | 'working' | 'success' | 'error';

export interface NewsletterFormState {
  email: string;
  setEmail: (email: string) => void;
  consent: boolean;
  setConsent: (consent: boolean) => void;
  /** The state of the last request made in the current mode ('idle' when none). */
  status: NewsletterStatus;
  /** The address of the last request that succeeded in the current mode (the success message names it). */
  sentTo: string;
  /** Why the button is disabled, when the visitor can fix it: the address is not complete, or consent is missing. */
  blocked: 'email' | 'consent' | null;
  /** A syntactically valid address is typed and, to subscribe, consent is ticked; nothing is running. */
  canSubmit: boolean;
  /** Sends the request if `canSubmit`; resolves when the answer is shown. */
  submit: () => Promise<void>;
}

/** The two calls, replaceable in tests. */
export interface NewsletterApi {
  subscribe: typeof newsletterApi.subscribe;
  unsubscribe: typeof newsletterApi.unsubscribe;
}

/**
 * State of a newsletter form. The address is shared by both modes (switching tabs keeps it);
 * on success the fields are cleared, on failure everything typed stays (decisions on open points).
 * `lang` goes into the payload as `locale`.
 */
export function useNewsletterForm(mode: NewsletterMode, lang: Lang, api: NewsletterApi = newsletterApi): NewsletterFormState {
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [result, setResult] = useState<{ mode: NewsletterMode; status: NewsletterStatus; email?: string }>({ mode, status: 'idle' });
  // A second click before React re-renders must not send twice.
  const busy = useRef(false);

  const status = result.mode === mode || result.status === 'working' ? result.status : 'idle';
  const trimmed = email.trim();
  const valid = isValidEmail(trimmed);
  // An empty field needs no explanation; a started address that is not yet complete does.
  const blocked = trimmed !== '' && !valid ? 'email' : valid && mode === 'subscribe' && !consent ? 'consent' : null;
  const canSubmit = status !== 'working' && valid && blocked === null;

  const submit = useCallback(async () => {
    if (!canSubmit || busy.current) return;
    busy.current = true;
    setResult({ mode, status: 'working' });
    const ok =
      mode === 'subscribe'
        ? await api.subscribe({ email: trimmed, locale: lang, consent: true })
        : await api.unsubscribe({ email: trimmed, locale: lang });
    busy.current = false;
    setResult({ mode, status: ok ? 'success' : 'error', email: trimmed });
    if (ok) {
      setEmail('');
      setConsent(false);
    }
  }, [api, canSubmit, lang, mode, trimmed]);

  const sentTo = status === 'success' ? (result.email ?? '') : '';
  return { email, setEmail, consent, setConsent, status, sentTo, blocked, canSubmit, submit };
}
