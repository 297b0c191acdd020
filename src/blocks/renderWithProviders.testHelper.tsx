import { render, type RenderResult } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import de from '../../public/locales/de/blocks.json';
import en from '../../public/locales/en/blocks.json';
import type { Lang } from '../engine/localize';

/** A ready i18next instance with the `blocks` catalogs loaded synchronously (tests only). */
export function createTestI18n(lang: Lang): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    supportedLngs: ['en', 'de'],
    ns: ['blocks'],
    defaultNS: 'blocks',
    resources: { en: { blocks: en }, de: { blocks: de } },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** Renders `ui` inside a MemoryRouter and an i18next provider in `lang` (tests only). */
export function renderWithProviders(ui: ReactElement, { lang = 'en', path = '/' }: { lang?: Lang; path?: string } = {}): RenderResult & { i18n: i18n } {
  const instance = createTestI18n(lang);
  const result = render(
    <I18nextProvider i18n={instance}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
  return { ...result, i18n: instance };
}
