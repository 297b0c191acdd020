import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useHydrated } from '../ui/useHydrated';

/**
 * The outcome of a confirmation link: the service redirects to `/newsletter?confirmed=1`
 * (confirmed), `?confirmed=already` (a link used before, the subscription holds) or `?confirmed=0`
 * (invalid or expired link). Renders nothing otherwise, and nothing while hydrating: the prerendered
 * page has no query.
 */
export function NewsletterConfirmation() {
  const { t } = useTranslation('newsletter');
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const confirmed = hydrated ? params.get('confirmed') : null;
  if (confirmed === '1' || confirmed === 'already') {
    return (
      <p role="status" className="newsletter-notice newsletter-notice-ok" data-confirmed={confirmed}>
        {t(confirmed === '1' ? 'confirmed.yes' : 'confirmed.already')}
      </p>
    );
  }
  if (confirmed === '0') {
    return (
      <p role="alert" className="newsletter-notice newsletter-notice-expired" data-confirmed="0">
        {t('confirmed.no')}
      </p>
    );
  }
  return null;
}
