import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextWithLinks } from '../i18n/TextWithLinks';
import { CONFIRMATION_LINK_HOURS } from './confirmationLink';
import type { NewsletterFormState, NewsletterMode } from './useNewsletterForm';

/**
 * The form itself: email, consent (subscribe only), the submit button and the answer
 * ('Please wait…' on the button while working; success in `role="status"`, failure in `role="alert"`).
 * While the button is disabled for a reason the visitor can fix (an incomplete address, consent not
 * ticked), the reason stands next to its field and describes both the field and the button.
 */
export function NewsletterFields({ form, mode, label }: { form: NewsletterFormState; mode: NewsletterMode; label?: string }) {
  const { t } = useTranslation('newsletter');
  const id = useId();
  const working = form.status === 'working';
  const reasonId = `${id}-reason`;
  const reason = form.blocked && (
    <p id={reasonId} className="newsletter-reason" data-reason={form.blocked}>
      {t(form.blocked === 'email' ? 'email.invalid' : 'consentMissing')}
    </p>
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void form.submit();
  }

  return (
    <form className="newsletter-form" data-newsletter={mode} noValidate onSubmit={onSubmit} aria-busy={working} aria-label={label}>
      <div className="newsletter-field">
        <label htmlFor={`${id}-email`}>{t('email.label')}</label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          maxLength={254}
          placeholder={t('email.placeholder')}
          value={form.email}
          aria-invalid={form.blocked === 'email' || undefined}
          aria-describedby={form.blocked === 'email' ? reasonId : undefined}
          onChange={(event) => form.setEmail(event.target.value)}
        />
        {form.blocked === 'email' && reason}
      </div>
      {mode === 'subscribe' && (
        <div className="newsletter-consent">
          <input
            id={`${id}-consent`}
            type="checkbox"
            name="consent"
            required
            checked={form.consent}
            onChange={(event) => form.setConsent(event.target.checked)}
          />
          <label htmlFor={`${id}-consent`}>
            <TextWithLinks text={t('consent')} links={{ privacy: <Link to="/privacy" /> }} />
          </label>
        </div>
      )}
      {form.blocked === 'consent' && reason}
      <button type="submit" className="newsletter-submit" disabled={!form.canSubmit} aria-describedby={form.blocked ? reasonId : undefined}>
        {working ? t('working') : t(`${mode}.submit`)}
      </button>
      <p role="status" className="newsletter-message newsletter-success">
        {form.status === 'success' ? t(`${mode}.success`, { email: form.sentTo, hours: CONFIRMATION_LINK_HOURS }) : ''}
      </p>
      {form.status === 'error' && (
        <p role="alert" className="newsletter-message newsletter-error">
          {t('error')}
        </p>
      )}
    </form>
  );
}
