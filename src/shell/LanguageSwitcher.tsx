import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LANGUAGES, type Lang } from '../engine/localize';
import { useLang } from '../i18n/useLang';

/** Each language's name in itself: the buttons' accessible names, the same in every UI language. */
const NAMES: Record<Lang, string> = { en: 'English', de: 'Deutsch' };

/**
 * EN/DE buttons (`aria-pressed` on the active one). Switching changes every text at once (i18next
 * stores the choice as `i18nextLng` in local storage and the cookie, and setup.ts updates `<html lang>`)
 * and removes a `lng` query parameter, which would otherwise override the choice on reload.
 */
export default function LanguageSwitcher({ onSwitch }: { onSwitch?: (lang: Lang) => void }) {
  const { t, i18n } = useTranslation('common');
  const current = useLang();
  const location = useLocation();
  const navigate = useNavigate();

  const choose = (lang: Lang) => {
    onSwitch?.(lang);
    if (lang !== current) void i18n.changeLanguage(lang);
    const params = new URLSearchParams(location.search);
    if (params.has('lng')) {
      params.delete('lng');
      const search = params.toString();
      void navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
        { replace: true, preventScrollReset: true, state: location.state },
      );
    }
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
