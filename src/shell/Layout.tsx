import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import site from 'virtual:futureslab/site';
import { ExtensionComponentsContext } from '../ui/extensionComponents';
import Footer from './Footer';
import Header from './Header';
import InfoBanner from './InfoBanner';
import NavigationStatus from './NavigationStatus';
import { placedExtensionComponents } from './placedExtensions';
import ScrollManager from './ScrollManager';

/**
 * The layout route: skip link, sticky header, the page (`children`, or the matched child route),
 * footer, the dismissible info banner and the scroll manager. It gives the page's blocks the extension
 * components (add-ons and modules) by name.
 */
export default function Layout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Header site={site} />
      <NavigationStatus />
      <div className="app-content">
        <ExtensionComponentsContext.Provider value={placedExtensionComponents}>{children ?? <Outlet />}</ExtensionComponentsContext.Provider>
      </div>
      <Footer site={site} />
      <InfoBanner banner={site.banner} siteName={site.name} />
      <ScrollManager />
    </div>
  );
}
