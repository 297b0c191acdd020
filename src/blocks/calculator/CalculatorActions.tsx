import { useTranslation } from 'react-i18next';
import type { CopyState } from './useCopyLink';

/** Reset and copy-link buttons, the copy feedback, and the link to copy by hand when the clipboard refused. */
export default function CalculatorActions({ copy, idPrefix, onReset, onCopy }: { copy: { state: CopyState; url: string }; idPrefix: string; onReset: () => void; onCopy: () => void }) {
  const { t } = useTranslation('calc');
  return (
    <>
      <div className="calc-actions">
        <button type="button" className="calc-button" onClick={onReset}>
          {t('reset')}
        </button>
        <button type="button" className="calc-button" onClick={onCopy}>
          {t('copyLink')}
        </button>
        <span className="calc-copy-feedback" aria-live="polite">
          {copy.state === 'copied' ? t('linkCopied') : null}
        </span>
      </div>
      {copy.state === 'manual' ? (
        <p className="calc-copy-manual">
          <label htmlFor={`${idPrefix}-link`}>{t('copyManually')}</label>
          <input id={`${idPrefix}-link`} className="calc-input" readOnly value={copy.url} onFocus={(event) => event.target.select()} />
        </p>
      ) : null}
    </>
  );
}
