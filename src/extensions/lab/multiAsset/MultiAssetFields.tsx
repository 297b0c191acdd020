import type { ReactNode } from 'react';
import type { Lang } from '../../../engine/localize';
import ParamFields from '../../shared/params/ParamFields';
import type { ChoiceParam, ParamDef } from '../../shared/params/params';
import LabFileField from '../dataSource/LabFileField';
import { multiAssetTexts } from './texts';
import type { MultiAssetSource } from './useMultiAssetSource';

interface MultiAssetFieldsProps {
  source: MultiAssetSource;
  dataset: ChoiceParam;
  texts: Readonly<Record<string, string>>;
  invalid: readonly ParamDef[];
  idPrefix: string;
  lang: Lang;
  onChange: (id: string, text: string) => void;
  /** Further fields of the data group (the window, the pair). */
  children?: ReactNode;
}

/** The multi-asset data fieldset: `select[name=dataset]` and one file input (`name=file`) for a wide file, with what is wrong with it right under it. */
export default function MultiAssetFields({ source, dataset, texts, invalid, idPrefix, lang, onChange, children }: MultiAssetFieldsProps) {
  const t = multiAssetTexts(lang);
  return (
    <fieldset className="param-group">
      <legend>{t.data}</legend>
      <ParamFields params={[dataset]} texts={texts} invalid={invalid} idPrefix={idPrefix} lang={lang} onChange={onChange} />
      <LabFileField idPrefix={idPrefix} label={t.file} help={t.fileHelp} message={source.fileMessage} onFile={source.onFile} />
      {children}
    </fieldset>
  );
}

/** The status line, the reader's report and the synthetic-data note under the form. */
export function MultiAssetStatus({ source, lang }: { source: MultiAssetSource; lang: Lang }) {
  const t = multiAssetTexts(lang);
  return (
    <>
      <p className="lab-status" aria-live="polite">
        {source.status}
      </p>
      {source.report.map((line) => (
        <p className="param-help" key={line}>
          {line}
        </p>
      ))}
      {source.ready?.synthetic ? <p className="param-help">{t.synthetic}</p> : null}
      {source.attribution ? <p className="param-help lab-source">{source.attribution}</p> : null}
    </>
  );
}
