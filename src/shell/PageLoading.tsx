import { useTranslation } from 'react-i18next';

/** 'Loading…' / 'Wird geladen…' while a page's chunk loads the first time (the routes' HydrateFallback). */
export default function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="page-loading" role="status" aria-live="polite" data-loading="">
      <span className="spinner" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
