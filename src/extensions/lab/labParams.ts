/**
 * The parameters a backtest shows (and keeps in the URL): the data source and the generator's
 * settings, the variant, the declaration's rule parameters (of every variant, shown for the chosen
 * one) and the account and cost settings with the names of the DOM contract.
 */
import type { BacktestDeclaration, ParamDeclaration } from '../../engine/backtest/declaration';
import { BACKTEST_SETTING_TABLE } from '../../engine/backtest/settingTable';
import { paramShownFor } from '../../engine/backtest/variants';
import type { ChoiceParam, NumberParam, ParamDef, ParamValues } from '../shared/params/params';
import { REGIME_PARAM_SPECS, type RegimeParamKey } from './data/regimeModel';
import { LAB_SAMPLE_OPTIONS } from './data/samples';
import { isRealDatasetValue } from '../shared/marketData/marketCatalog';
import { LAB_TEXTS, type LabTexts } from './texts';

export const UPLOAD = 'upload';
export const GENERATED = 'generated';

/** A text of the lab's catalogue in both languages (for parameter labels). */
const both = (pick: (texts: LabTexts) => string) => ({ en: pick(LAB_TEXTS.en), de: pick(LAB_TEXTS.de) });

/** The generator's parameters shown on the page (the start time keeps its default). */
const GENERATOR_KEYS: readonly Exclude<RegimeParamKey, 'startTime'>[] = ['seed', 'bars', 'barMinutes', 'startPrice', 'volatility', 'persistence', 'trend'];

export function generatorParamId(key: RegimeParamKey): string {
  return `gen${key[0]?.toUpperCase()}${key.slice(1)}`;
}

export const GENERATOR_PARAMS: readonly NumberParam[] = GENERATOR_KEYS.map((key) => {
  const spec = REGIME_PARAM_SPECS.find((candidate) => candidate.key === key);
  if (!spec) throw new Error(`no regime parameter ${key}`);
  return { id: generatorParamId(key), kind: 'number', label: both((texts) => texts.generator[key]), default: spec.default, min: spec.min, max: spec.max, integer: spec.integer };
});

export const DATASET_PARAM: ChoiceParam = {
  id: 'dataset',
  kind: 'choice',
  label: both((texts) => texts.dataset),
  options: [...LAB_SAMPLE_OPTIONS.map((sample) => ({ value: sample.id, label: sample.label })), { value: UPLOAD, label: both((texts) => texts.datasetUpload) }, { value: GENERATED, label: both((texts) => texts.datasetGenerated) }],
  default: LAB_SAMPLE_OPTIONS[0]?.id ?? GENERATED,
  // The exchange datasets arrive with the site's catalog after the page has loaded; a link may name one.
  accepts: isRealDatasetValue,
};

/** The dataset choice with another sample as its default (a 1-minute tool starts on 1-minute bars). */
export function datasetParam(defaultDataset?: string): ChoiceParam {
  if (!defaultDataset || defaultDataset === DATASET_PARAM.default) return DATASET_PARAM;
  if (!DATASET_PARAM.options.some((option) => option.value === defaultDataset)) throw new Error(`no lab dataset ${defaultDataset}`);
  return { ...DATASET_PARAM, default: defaultDataset };
}

/** A setting of the table as a form parameter, labelled from the lab's texts. */
function settingParam(row: (typeof BACKTEST_SETTING_TABLE)[number]): ParamDef {
  if (row.kind === 'choice') {
    const { options, ...rest } = row;
    return { ...rest, label: both((texts) => texts.settings[row.id]), options: options.map((side) => ({ value: side, label: both((texts) => texts.settings[side]) })) };
  }
  return { ...row, label: both((texts) => texts.settings[row.id]) };
}

export const SETTING_PARAMS: readonly ParamDef[] = BACKTEST_SETTING_TABLE.map(settingParam);

function ruleParam(param: ParamDeclaration): NumberParam {
  return { id: param.id, kind: 'number', label: param.label, default: param.default ?? Number.NaN, min: param.min, max: param.max, integer: param.integer, optional: param.optional };
}

export const COSTS_ON = 'on';
export const COSTS_OFF = 'off';

/** Whether the run pays fees, slippage and funding (off: the same run without them). */
export const COSTS_PARAM: ChoiceParam = {
  id: 'costs',
  kind: 'choice',
  label: both((texts) => texts.costs.label),
  options: [
    { value: COSTS_ON, label: both((texts) => texts.costs.on) },
    { value: COSTS_OFF, label: both((texts) => texts.costs.off) },
  ],
  default: COSTS_ON,
};

export const FUNDING_HISTORICAL = 'historical';
export const FUNDING_CONSTANT = 'constant';

/** On an exchange dataset: funding from the market's history, or the constant rate of the settings. */
export const FUNDING_PARAM: ChoiceParam = {
  id: 'funding',
  kind: 'choice',
  label: both((texts) => texts.real.funding),
  options: [
    { value: FUNDING_HISTORICAL, label: both((texts) => texts.real.fundingHistorical) },
    { value: FUNDING_CONSTANT, label: both((texts) => texts.real.fundingConstant) },
  ],
  default: FUNDING_HISTORICAL,
};

/** The rule parameters of the base and every variant, each once (the first declaration of an id counts). */
export function ruleParams(declaration: BacktestDeclaration): NumberParam[] {
  const all = [...(declaration.params ?? []), ...(declaration.variants ?? []).flatMap((variant) => variant.params ?? [])];
  return all.filter((param, index) => all.findIndex((other) => other.id === param.id) === index).map(ruleParam);
}

export function variantParam(declaration: BacktestDeclaration): ChoiceParam | null {
  const variants = declaration.variants ?? [];
  const first = variants[0];
  if (!first) return null;
  return { id: 'variant', kind: 'choice', label: both((texts) => texts.variant), options: variants.map((variant) => ({ value: variant.id, label: variant.label })), default: first.id };
}

/** The account and cost settings with the side starting on the declaration's own side, and the costs choice. */
export function settingParams(declaration: BacktestDeclaration): ParamDef[] {
  const side = declaration.side ?? 'long';
  return [...SETTING_PARAMS.map((param) => (param.id === 'side' && param.kind === 'choice' ? { ...param, default: side } : param)), COSTS_PARAM];
}

/** Every parameter of a backtest, in the order of the form (the dataset choice starts on the declaration's sample). */
export function labParams(declaration: BacktestDeclaration): ParamDef[] {
  const variant = variantParam(declaration);
  return [datasetParam(declaration.dataset), ...GENERATOR_PARAMS, ...(variant ? [variant] : []), ...ruleParams(declaration), FUNDING_PARAM, ...settingParams(declaration)];
}

/** The ids of the rule parameters the chosen variant uses: its own (or the base's), less those declared for other variants. */
export function activeRuleParamIds(declaration: BacktestDeclaration, values: ParamValues): Set<string> {
  const variant = (declaration.variants ?? []).find((candidate) => candidate.id === values.variant);
  return new Set((variant?.params ?? declaration.params ?? []).filter((param) => paramShownFor(param, variant?.id)).map((param) => param.id));
}
