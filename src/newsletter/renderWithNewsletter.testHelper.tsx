import { render, type RenderResult } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import de from '../../public/locales/de/newsletter.json';
import en from '../../public/locales/en/newsletter.json';
import type { Lang } from '../engine/localize';

/**
 * Renders `ui` inside a MemoryRouter at `path` and an i18next instance in `lang` with the
 * `newsletter` catalogs loaded synchronously (tests only).
 */
export function renderWithNewsletter(ui: ReactElement, { lang = 'en', path = '/newsletter' }: { lang?: Lang; path?: string } = {}): RenderResult {
  const instance: i18n = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    supportedLngs: ['en', 'de'],
    ns: ['newsletter'],
    defaultNS: 'newsletter',
    resources: { en: { newsletter: en }, de: { newsletter: de } },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return render(
    <I18nextProvider i18n={instance}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}
