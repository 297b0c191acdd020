import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextWithLinks } from '../i18n/TextWithLinks';
import type { NewsletterFormState, NewsletterMode } from './useNewsletterForm';

/**
 * The form itself: email, consent (subscribe only), the submit button and the answer
 * ('Please wait…' on the button while working; success in `role="status"`, failure in `role="alert"`).
 */
export function NewsletterFields({ form, mode, label }: { form: NewsletterFormState; mode: NewsletterMode; label?: string }) {
  const { t } = useTranslation('newsletter');
  const id = useId();
  const working = form.status === 'working';

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
          onChange={(event) => form.setEmail(event.target.value)}
        />
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
      <button type="submit" className="newsletter-submit" disabled={!form.canSubmit}>
        {working ? t('working') : t(`${mode}.submit`)}
      </button>
      <p role="status" className="newsletter-message newsletter-success">
        {form.status === 'success' ? t(`${mode}.success`) : ''}
      </p>
      {form.status === 'error' && (
        <p role="alert" className="newsletter-message newsletter-error">
          {t('error')}
        </p>
      )}
    </form>
  );
}
