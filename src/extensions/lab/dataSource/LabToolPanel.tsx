import type { ReactNode } from 'react';
import type { Lang } from '../../../engine/localize';
import PinnedSummary, { usePinnedParts, type PinnedItem } from '../../../ui/PinnedSummary';
import ParamFields, { rangeMessage } from '../../shared/params/ParamFields';
import type { NumberParam, ParamDef } from '../../shared/params/params';
import { labTexts } from '../texts';
import LabDataFields, { LabDataStatus } from './LabDataFields';
import type { LabDataSource } from './useLabDataSource';

interface LabToolPanelProps {
  /** The tool's id: `section[data-tool=<id>]`, and the prefix of its element ids. */
  toolId: string;
  title: string;
  /** The honest frame under the title: what the data can and cannot show. */
  frame: string;
  source: LabDataSource;
  /** The typed text or chosen option of each parameter (from useQueryParams). */
  fieldTexts: Readonly<Record<string, string>>;
  outOfRange: readonly NumberParam[];
  /** The tool's own parameters under their legend; none for a tool that only reads the data. */
  settings?: { legend: string; params: readonly ParamDef[] };
  /** Why the tool has no result beyond the data and the ranges (too few bars, no buy, …). */
  problems: readonly string[];
  /** Whether the children show a result (the section is then `ready`). */
  hasResult: boolean;
  /** The tool's 2–4 key results, pinned to the bottom edge while its settings are on screen and its results are not. */
  summary: readonly PinnedItem[];
  lang: Lang;
  onChange: (id: string, text: string) => void;
  children: ReactNode;
}

/**
 * The frame every lab tool on market data shares: the section with its state, the title and frame, the data
 * source, the tool's settings, one alert region with every message (ranges, the reader, the tool's problems)
 * and the reader's status. The children show the result; the tool's key results stay pinned in view while its
 * settings are on screen and its results are not.
 */
export default function LabToolPanel({ toolId, title, frame, source, fieldTexts, outOfRange, settings, problems, hasResult, summary, lang, onChange, children }: LabToolPanelProps) {
  const prefix = `tool-${toolId}`;
  const messages = [...outOfRange.map((param) => rangeMessage(param, labTexts(lang), lang)), ...source.messages, ...problems];
  const { containerRef, inputsRef, resultsRef } = usePinnedParts();
  const state = source.loading ? 'running' : hasResult ? 'ready' : messages.length > 0 ? 'error' : 'idle';
  return (
    <section className="param-panel lab" data-tool={toolId} data-state={state} aria-labelledby={`${prefix}-title`} ref={containerRef}>
      <h2 id={`${prefix}-title`} className="lab-title">
        {title}
      </h2>
      <p className="lab-frame">{frame}</p>
      <div className="param-part" ref={inputsRef}>
        <LabDataFields source={source} texts={fieldTexts} invalid={outOfRange} idPrefix={prefix} lang={lang} onChange={onChange} />
        {settings ? (
          <fieldset className="param-group">
            <legend>{settings.legend}</legend>
            <ParamFields params={settings.params} texts={fieldTexts} invalid={outOfRange} idPrefix={prefix} lang={lang} onChange={onChange} />
          </fieldset>
        ) : null}
      </div>
      <div role="alert" className="param-alert">
        {messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      <LabDataStatus source={source} />
      <div className="param-part" ref={resultsRef}>
        {children}
      </div>
      <PinnedSummary items={summary} container={containerRef} inputs={inputsRef} results={resultsRef} />
    </section>
  );
}
