import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LANGUAGES, type Lang } from '../engine/localize';
import { rememberLanguage } from '../i18n/languageChoice';
import { pathInLanguage } from '../i18n/languagePath';
import { useLang } from '../i18n/useLang';

/**
 * Each language's name in itself, the same in every UI language. A button shows the short code and says the
 * name to screen readers after it ("EN English"): the visible text stays part of the accessible name, so a
 * visitor who says "click EN" to voice control reaches the button (WCAG 2.5.3, label in name).
 */
const NAMES: Record<Lang, string> = { en: 'English', de: 'Deutsch' };

/**
 * EN/DE buttons (`aria-pressed` on the active one). Each language has its own URLs, so switching
 * remembers the choice (local storage and cookie) and replaces the page by the same page in the other
 * language, keeping the query (a calculator's inputs) and the hash; a `lng` parameter is dropped, since
 * it would override the choice.
 */
export default function LanguageSwitcher({ onSwitch }: { onSwitch?: (lang: Lang) => void }) {
  const { t } = useTranslation('common');
  const current = useLang();
  // The router's location is the site path: the language prefix is its basename.
  const location = useLocation();

  const choose = (lang: Lang) => {
    onSwitch?.(lang);
    if (lang === current) return;
    rememberLanguage(lang);
    const params = new URLSearchParams(location.search);
    params.delete('lng');
    const search = params.toString();
    window.location.replace(`${pathInLanguage(location.pathname, lang)}${search ? `?${search}` : ''}${location.hash}`);
  };

  return (
    <div className="lang-switch" role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          className="lang-button"
          lang={lang}
          aria-pressed={lang === current}
          onClick={() => choose(lang)}
        >
          {lang.toUpperCase()}
          <span className="sr-only"> {NAMES[lang]}</span>
        </button>
      ))}
    </div>
  );
}
