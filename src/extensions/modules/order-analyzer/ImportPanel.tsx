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
}

/**
 * The upload box: a native file input with a visible label inside a drop zone. The input is the
 * keyboard path (Tab, Enter or Space opens the file dialog); dropping a file anywhere on the zone
 * reads it too. While the worker reads, a status line (aria-live) shows the phase and progress.
 */
export default function UploadPanel({ texts, lang, busy, progress, onFile }: UploadPanelProps) {
  const inputId = useId();
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
      <input
        id={inputId}
        type="file"
        name="file"
        accept=".xlsx,.xls"
        className="oa-dropzone__input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again (after fixing it) reads it again.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
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
