/**
 * The exchange datasets of the site's catalog as options of the lab's dataset choice (grouped by
 * exchange, labelled with market, timeframe, range and as-of time) and the attribution shown with one.
 */
import { interpolate, localeOf, type Lang } from '../../../engine/localize';
import type { ChoiceParam } from '../../shared/params/params';
import { exchangeName, realDatasetValue, type MarketCatalog, type MarketDataset } from '../../shared/marketData/marketCatalog';
import { barTimeText } from '../labTime';
import { LAB_TEXTS, labTexts } from '../texts';

const LANGS = ['en', 'de'] as const;

function dayText(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(localeOf(lang), { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).format(Date.parse(iso));
}

function timeframeText(timeframe: string, lang: Lang): string {
  const names: Readonly<Record<string, string>> = LAB_TEXTS[lang].real.timeframes;
  return names[timeframe] ?? timeframe;
}

/** A dataset's option label in one language. */
export function realDatasetLabel(dataset: MarketDataset, lang: Lang): string {
  return interpolate(labTexts(lang).real.option, { market: dataset.market, timeframe: timeframeText(dataset.timeframe, lang), from: dayText(dataset.from, lang), to: dayText(dataset.to, lang), asOf: barTimeText(Date.parse(dataset.updatedAt), lang) });
}

/** The dataset choice with the catalog's datasets added, each group an exchange (the catalog's order). */
export function withRealDatasets(param: ChoiceParam, catalog: MarketCatalog): ChoiceParam {
  const options = catalog.datasets.map((dataset) => ({
    value: realDatasetValue(dataset),
    label: Object.fromEntries(LANGS.map((lang) => [lang, realDatasetLabel(dataset, lang)])) as Record<Lang, string>,
    group: exchangeName(catalog, dataset.exchange),
  }));
  return { ...param, options: [...param.options, ...options] };
}

/** Where a real dataset comes from and when it was last updated; the browser talks only to this site. */
export function realDatasetSource(dataset: MarketDataset, catalog: MarketCatalog, lang: Lang): string {
  return interpolate(labTexts(lang).real.source, { exchange: exchangeName(catalog, dataset.exchange), asOf: barTimeText(Date.parse(dataset.updatedAt), lang) });
}
