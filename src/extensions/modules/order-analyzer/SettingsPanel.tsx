import { useId } from 'react';
import { formatValue } from '../../../engine/formatNumber';
import { interpolate, type Lang } from '../../../engine/localize';
import NumberTextField from '../../../ui/NumberTextField';
import { SETTING_KEYS, SETTING_LIMITS, type SettingKey } from './core/report/settings';
import { type OrderAnalyzerTexts } from './texts';

export interface FilterInputs {
  /** 'YYYY-MM-DD' or ''. */
  from: string;
  to: string;
  /** A symbol, or '' for all. */
  symbol: string;
  side: 'all' | 'long' | 'short';
}

export interface ReportSettingsFormProps {
  filters: FilterInputs;
  onFilters: (next: FilterInputs) => void;
  /** The texts in the setting inputs, as typed. */
  settingTexts: Record<SettingKey, string>;
  invalid: ReadonlySet<SettingKey>;
  onSetting: (key: SettingKey, text: string) => void;
  rangeInvalid: boolean;
  symbols: readonly string[];
  /** First and last UTC day of the file ('YYYY-MM-DD'): the date inputs' bounds. */
  minDay: string;
  maxDay: string;
  texts: OrderAnalyzerTexts;
  lang: Lang;
}

/**
 * Filters (from, to, symbol, side) and settings (initial capital, horizon, trials):
 * native controls with visible labels. Invalid settings are marked (aria-invalid) and explained in
 * one role="alert" region; the report keeps the last valid value meanwhile.
 */
export default function ReportSettingsForm({ filters, onFilters, settingTexts, invalid, onSetting, rangeInvalid, symbols, minDay, maxDay, texts, lang }: ReportSettingsFormProps) {
  const id = useId();
  const messageId = `${id}-messages`;
  const labels: Record<SettingKey, string> = { initialCapital: texts.initialCapital, horizon: texts.horizon, trials: texts.trials };
  const messages: Record<SettingKey, string> = {
    initialCapital: texts.capitalInvalid,
    horizon: texts.horizonInvalid,
    trials: texts.trialsInvalid,
  };
  const problems = SETTING_KEYS.filter((key) => invalid.has(key)).map((key) => interpolate(messages[key], { max: formatValue(SETTING_LIMITS[key], 'integer', lang) }));

  return (
    <form className="oa-panel oa-settings" aria-labelledby={`${id}-heading`} data-form="order-analyzer-settings" onSubmit={(event) => event.preventDefault()} noValidate>
      <h3 id={`${id}-heading`}>{texts.filtersHeading}</h3>
      <div className="oa-settings__grid">
        <div className="oa-field">
          <label htmlFor={`${id}-from`}>{texts.from}</label>
          <input id={`${id}-from`} type="date" name="from" value={filters.from} min={minDay} max={maxDay} aria-invalid={rangeInvalid || undefined} onChange={(event) => onFilters({ ...filters, from: event.target.value })} />
        </div>
        <div className="oa-field">
          <label htmlFor={`${id}-to`}>{texts.to}</label>
          <input id={`${id}-to`} type="date" name="to" value={filters.to} min={minDay} max={maxDay} aria-invalid={rangeInvalid || undefined} onChange={(event) => onFilters({ ...filters, to: event.target.value })} />
        </div>
        <div className="oa-field">
          <label htmlFor={`${id}-symbol`}>{texts.symbol}</label>
          <select id={`${id}-symbol`} name="symbol" value={filters.symbol} onChange={(event) => onFilters({ ...filters, symbol: event.target.value })}>
            <option value="">{texts.allSymbols}</option>
            {symbols.map((symbol) => (
              <option key={symbol} value={symbol}>
                {symbol}
              </option>
            ))}
          </select>
        </div>
        <div className="oa-field">
          <label htmlFor={`${id}-side`}>{texts.side}</label>
          <select id={`${id}-side`} name="side" value={filters.side} onChange={(event) => onFilters({ ...filters, side: event.target.value as FilterInputs['side'] })}>
            <option value="all">{texts.sideAll}</option>
            <option value="long">{texts.long}</option>
            <option value="short">{texts.short}</option>
          </select>
        </div>
        {SETTING_KEYS.map((key) => (
          <NumberTextField
            key={key}
            className="oa-field"
            id={`${id}-${key}`}
            name={key}
            label={labels[key]}
            value={settingTexts[key]}
            inputMode={key === 'initialCapital' ? 'decimal' : 'numeric'}
            invalid={invalid.has(key)}
            describedBy={invalid.has(key) ? messageId : undefined}
            onChange={(text) => onSetting(key, text)}
          />
        ))}
      </div>
      <div role="alert" id={messageId} className="oa-alert-inline">
        {rangeInvalid ? <p>{texts.rangeInvalid}</p> : null}
        {problems.map((problem) => (
          <p key={problem}>{problem}</p>
        ))}
        {problems.length > 0 ? <p>{texts.lastValidUsed}</p> : null}
      </div>
    </form>
  );
}
