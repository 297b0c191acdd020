import { useId, useState, type DragEvent } from 'react';
import { formatValue } from '../../../engine/formatNumber';
import { interpolate, type Lang } from '../../../engine/localize';
import type { LoadProgress } from './core/orderData';
import { type OrderAnalyzerTexts } from './texts';

export interface UploadPanelProps {
  texts: OrderAnalyzerTexts;
  lang: Lang;
  busy: boolean;
  progress: LoadProgress | null;
  onFile: (file: File) => void;
  onSample: () => void;
  /** What the picker names: the file of the report shown (name, sheet, counts), or null before the first good file. */
  loadedText: string | null;
  loadedFile: string | null;
  /** The short form of the last file's problem ('orders.pdf: not an Excel file'); the full text is in the alert region. */
  problem: string | null;
}

/**
 * The upload box: a native file input (visually hidden, but it keeps the focus and the keyboard path:
 * Tab, then Enter or Space opens the file dialog) shown as a "Choose file" button, the sample button,
 * and beside them the name of the file the report is about and a short form of a file's problem.
 * Dropping a file anywhere on the zone reads it too. While the worker reads, a status line (aria-live)
 * shows the phase and progress.
 */
export default function UploadPanel({ texts, lang, busy, progress, onFile, onSample, loadedText, loadedFile, problem }: UploadPanelProps) {
  const inputId = useId();
  const fileStatusId = `${inputId}-file`;
  const [dragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  const phase = progress?.phase ?? 'reading';
  const phaseText = phase === 'reading' ? texts.progressReading : phase === 'parsing' ? texts.progressParsing : texts.progressConverting;
  const fraction = progress?.fraction;

  return (
    <div
      className="oa-dropzone"
      data-dragging={dragging ? 'true' : undefined}
      role="group"
      aria-label={texts.dropZone}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <label htmlFor={inputId} className="oa-dropzone__label">
        {texts.fileLabel}
      </label>
      <div className="oa-picker">
        <input
          id={inputId}
          type="file"
          name="file"
          accept=".xlsx,.xls"
          className="oa-picker__input"
          aria-describedby={fileStatusId}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so that choosing the same file again (after fixing it) reads it again; the name stays beside the picker.
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        <label htmlFor={inputId} className="btn btn-primary oa-picker__button">
          {texts.chooseFile}
        </label>
        <button type="button" name="sample" className="btn btn-secondary" onClick={onSample}>
          {texts.sampleButton}
        </button>
      </div>
      <div id={fileStatusId} className="oa-picker__status">
        {loadedText !== null ? (
          <p className="oa-loaded" data-file={loadedFile ?? undefined}>
            {loadedText}
          </p>
        ) : (
          <p className="oa-loaded">{texts.noFileYet}</p>
        )}
        {problem !== null ? (
          <p className="oa-picker__problem" data-problem>
            {problem}
          </p>
        ) : null}
      </div>
      <p className="oa-dropzone__hint">{dragging ? texts.dropHere : texts.privacy}</p>
      <div role="status" aria-live="polite" className="oa-progress">
        {busy ? (
          <>
            <span>{phaseText}</span>{' '}
            {fraction !== undefined && Number.isFinite(fraction) ? (
              <>
                <progress max={1} value={Math.min(1, Math.max(0, fraction))} aria-hidden="true" />{' '}
                <span>{interpolate(texts.progressPercent, { percent: formatValue(Math.min(1, Math.max(0, fraction)), 'percent', lang, 0) })}</span>
              </>
            ) : (
              <progress aria-hidden="true" />
            )}
          </>
        ) : null}
      </div>
    </div>
  );
}
