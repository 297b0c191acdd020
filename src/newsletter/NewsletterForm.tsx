import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../i18n/useLang';
import { NewsletterConfirmation } from './NewsletterConfirmation';
import { NewsletterFields } from './NewsletterFields';
import { NewsletterTabList } from './NewsletterTabList';
import { useNewsletterForm, type NewsletterMode } from './useNewsletterForm';
import './NewsletterForm.css';

/**
 * The newsletter form. 'tabs' (the /newsletter page): Subscribe and Unsubscribe tabs, and the
 * outcome of a confirmation link (`?confirmed=1|0`). 'compact' (the footer): subscribe only.
 * Both send the current language as `locale`. Needs a router (links to /privacy).
 */
export function NewsletterForm({ variant }: { variant: 'tabs' | 'compact' }) {
  const { t } = useTranslation('newsletter');
  const lang = useLang();
  const [tab, setTab] = useState<NewsletterMode>('subscribe');
  const mode = variant === 'compact' ? 'subscribe' : tab;
  const form = useNewsletterForm(mode, lang);
  const id = useId();

  if (variant === 'compact') {
    return (
      <div className="newsletter newsletter-compact">
        <NewsletterFields form={form} mode="subscribe" label={t('compact.label')} />
      </div>
    );
  }
  const panelId = `${id}-panel`;
  return (
    <div className="newsletter newsletter-tabs">
      <NewsletterConfirmation />
      <NewsletterTabList mode={tab} onChange={setTab} idBase={id} panelId={panelId} />
      <div role="tabpanel" id={panelId} aria-labelledby={`${id}-tab-${tab}`} className="newsletter-panel">
        <p className="newsletter-intro">{t(`${tab}.intro`)}</p>
        <NewsletterFields form={form} mode={tab} />
      </div>
    </div>
  );
}
