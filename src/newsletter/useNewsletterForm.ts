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
  const [result, setResult] = useState<{ mode: NewsletterMode; status: NewsletterStatus }>({ mode, status: 'idle' });
  // A second click before React re-renders must not send twice.
  const busy = useRef(false);

  const status = result.mode === mode || result.status === 'working' ? result.status : 'idle';
  const trimmed = email.trim();
  const canSubmit = status !== 'working' && isValidEmail(trimmed) && (mode === 'unsubscribe' || consent);

  const submit = useCallback(async () => {
    if (!canSubmit || busy.current) return;
    busy.current = true;
    setResult({ mode, status: 'working' });
    const ok =
      mode === 'subscribe'
        ? await api.subscribe({ email: trimmed, locale: lang, consent: true })
        : await api.unsubscribe({ email: trimmed, locale: lang });
    busy.current = false;
    setResult({ mode, status: ok ? 'success' : 'error' });
    if (ok) {
      setEmail('');
      setConsent(false);
    }
  }, [api, canSubmit, lang, mode, trimmed]);

  return { email, setEmail, consent, setConsent, status, canSubmit, submit };
}
