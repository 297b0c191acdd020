import type { ComponentProps, ReactNode } from 'react';
import type { Lang } from '../../../engine/localize';
import PinnedSummary, { usePinnedParts, type PinnedItem } from '../../../ui/PinnedSummary';
import MultiAssetFields, { MultiAssetStatus } from '../multiAsset/MultiAssetFields';
import type { MultiAssetSource } from '../multiAsset/useMultiAssetSource';
import { Alerts } from './parts';

interface PortfolioPanelProps {
  /** The tool's id: `section[data-tool=<id>]`, or `[data-backtest=<id>]` for a backtest. */
  id: string;
  kind?: 'tool' | 'backtest';
  /** The prefix of the tool's element ids. */
  prefix: string;
  title: string;
  /** The honest frame under the title. */
  intro: string;
  /** The data fieldset's props (from useMultiAssetTool). */
  dataFields: Omit<ComponentProps<typeof MultiAssetFields>, 'children'>;
  /** The tool's own fields inside the data fieldset (window, pair, …). */
  fields: ReactNode;
  /** Inputs of their own after the data fieldset (the rebalancing's holdings and targets). */
  moreInputs?: ReactNode;
  /** Every message, in the order shown (ranges and the data source first, then the tool's). */
  messages: readonly string[];
  source: MultiAssetSource;
  /** Whether the children show a result (the section is then `ready`). */
  hasResult: boolean;
  /** The tool's 2–4 key results, pinned to the bottom edge while its inputs are on screen and its results are not. */
  summary: readonly PinnedItem[];
  lang: Lang;
  /** The result. */
  children: ReactNode;
}

/**
 * The frame the tools on several assets share: the section with its state, the title and frame, the data
 * fieldset with the tool's fields, one alert region, the reader's status and the result, with the key
 * results pinned in view while the inputs are on screen and the results are not.
 */
export default function PortfolioPanel({ id, kind = 'tool', prefix, title, intro, dataFields, fields, moreInputs, messages, source, hasResult, summary, lang, children }: PortfolioPanelProps) {
  const { containerRef, inputsRef, resultsRef } = usePinnedParts();
  const state = source.loading ? 'loading' : hasResult ? 'ready' : messages.length > 0 ? 'error' : 'idle';
  const role = kind === 'tool' ? { 'data-tool': id } : { 'data-backtest': id };
  return (
    <section className="param-panel lab" {...role} data-state={state} aria-labelledby={`${prefix}-title`} ref={containerRef}>
      <h2 id={`${prefix}-title`} className="lab-title">
        {title}
      </h2>
      <p className="lab-frame">{intro}</p>
      <div className="param-part" ref={inputsRef}>
        <MultiAssetFields {...dataFields}>{fields}</MultiAssetFields>
        {moreInputs}
      </div>
      <Alerts messages={messages} />
      <MultiAssetStatus source={source} lang={lang} />
      <div className="param-part" ref={resultsRef}>
        {children}
      </div>
      <PinnedSummary items={summary} container={containerRef} inputs={inputsRef} results={resultsRef} />
    </section>
  );
}
