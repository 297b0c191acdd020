import { useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import SmartLink from '../blocks/SmartLink';
import type { BannerSpec } from '../engine/specTypes.generated';
import { bannerDismissedSnapshot, dismissBanner, subscribeBanner } from './bannerStore';
import { useSiteText } from './useSiteText';
import './InfoBanner.css';

/** The server never renders the banner hidden: there is no storage to read there. */
const serverSnapshot = () => false;

/**
 * The yellow notice "data is processed locally" with a link to /privacy and a close button. A
 * dismissal is kept in local storage (`footer-info-dismissed`) and hides the banner at once in every
 * open tab of the site (`storage` event).
 */
export default function InfoBanner({ banner, siteName }: { banner: BannerSpec; siteName: string }) {
  const { t } = useTranslation('common');
  const text = useSiteText(siteName);
  const dismissed = useSyncExternalStore(subscribeBanner, bannerDismissedSnapshot, serverSnapshot);
  const ref = useRef<HTMLElement>(null);
  useBannerHeight(ref, dismissed);
  if (dismissed) return null;

  return (
    <aside ref={ref} className="info-banner" aria-label={t('banner.label')} data-banner="footer-info">
      <div className="container info-banner-inner">
        <p className="info-banner-text">
          {text(banner.text)} <SmartLink link={banner.link} />
        </p>
        <button type="button" className="info-banner-close" aria-label={t('banner.close')} onClick={dismissBanner}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </aside>
  );
}

/**
 * Keeps `--banner-height` on the root element equal to the banner's height (0 once dismissed), so that
 * the page's `scroll-padding-bottom` keeps a focused control above the sticky banner.
 */
function useBannerHeight(ref: RefObject<HTMLElement | null>, dismissed: boolean): void {
  useEffect(() => {
    const root = document.documentElement;
    const banner = ref.current;
    if (dismissed || !banner) {
      root.style.setProperty('--banner-height', '0px');
      return undefined;
    }
    const measure = () => root.style.setProperty('--banner-height', `${banner.offsetHeight}px`);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(banner);
    return () => observer.disconnect();
  }, [ref, dismissed]);
}
