import type { Lang } from '../../../engine/localize';
import ParamFields from '../../shared/params/ParamFields';
import type { ParamDef } from '../../shared/params/params';
import { labTexts } from '../texts';
import LabFileField from './LabFileField';
import type { LabDataSource } from './useLabDataSource';

interface LabDataFieldsProps {
  source: LabDataSource;
  /** The typed text or chosen option of each parameter (from useQueryParams). */
  texts: Readonly<Record<string, string>>;
  invalid: readonly ParamDef[];
  /** Prefix of the element ids (unique on the page). */
  idPrefix: string;
  lang: Lang;
  onChange: (id: string, text: string) => void;
}

/**
 * The market-data fieldset of a lab module: `select[name=dataset]`, the generator's settings when it is
 * chosen, and one file input (`name=file`) for the visitor's OHLC file with the short form of what is wrong with
 * it right under it (the alert region under the form keeps the full text).
 */
export default function LabDataFields({ source, texts, invalid, idPrefix, lang, onChange }: LabDataFieldsProps) {
  const lab = labTexts(lang);
  return (
    <fieldset className="param-group">
      <legend>{lab.data}</legend>
      <ParamFields params={source.shownParams} texts={texts} invalid={invalid} idPrefix={idPrefix} lang={lang} onChange={onChange} />
      {source.notes.map((note) => (
        <p className="param-help lab-source" key={note}>
          {note}
        </p>
      ))}
      <LabFileField idPrefix={idPrefix} label={lab.file} help={lab.fileHelp} message={source.fileMessage} onFile={source.onFile} />
    </fieldset>
  );
}

/** The data source's status line and the reader's report under the form. */
export function LabDataStatus({ source, status }: { source: LabDataSource; status?: string }) {
  return (
    <>
      <p className="lab-status" aria-live="polite">
        {status ?? source.status}
      </p>
      {source.report.map((line) => (
        <p className="param-help" key={line}>
          {line}
        </p>
      ))}
    </>
  );
}
