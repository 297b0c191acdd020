import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LANGUAGES, type Lang } from '../engine/localize';
import { rememberLanguage } from '../i18n/languageChoice';
import { pathInLanguage } from '../i18n/languagePath';
import { useLang } from '../i18n/useLang';

/** Each language's name in itself: the buttons' accessible names, the same in every UI language. */
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
          aria-label={NAMES[lang]}
          aria-pressed={lang === current}
          onClick={() => choose(lang)}
        >
          {lang.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
