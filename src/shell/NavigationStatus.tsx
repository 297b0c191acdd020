import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/**
 * A status line that says 'Loading…' while the router loads the next page (the current page stays
 * until the next one is ready). The live region is always present so screen readers announce it.
 */
export default function NavigationStatus() {
  const { t } = useTranslation('common');
  const busy = useNavigation().state !== 'idle';
  return (
    <div className="nav-status" role="status" aria-live="polite" data-busy={busy ? '' : undefined}>
      {busy && (
        <span className="nav-status-pill">
          <span className="spinner" aria-hidden="true" />
          {t('loading')}
        </span>
      )}
    </div>
  );
}
