import { useId, type ChangeEvent } from 'react';
import NumberTextField from '../../ui/NumberTextField';
import type { RawSettings } from './core/settings';
import type { TextKey } from './texts';
import type { Translate } from './useTexts';

interface Props {
  t: Translate;
  raw: RawSettings;
  setRaw: (update: Partial<RawSettings>) => void;
  symbols: readonly string[];
  tags: readonly string[];
  /** Messages for the role=alert region (validation and notes on the settings). */
  alerts: readonly string[];
}

type TextSetting = 'initialCapital' | 'riskFreeRate' | 'taxRatePct' | 'rollingWindow' | 'mcIterations' | 'mcLength' | 'mcRuinPct' | 'mcSeed';
type CheckSetting = 'taxOnlyProfits' | 'percentReturns' | 'mcEnabled';

/**
 * Settings, filters and Monte Carlo settings as native controls named exactly as the DOM contract says
 * (`initialCapital`, `aggregation`, `riskFreeRate`, `side`, `symbol`, `from`, `to`, `tags`,
 * `taxRatePct`, `taxOnlyProfits`, `percentReturns`, `mcEnabled`, `mcIterations`, `mcLength`,
 * `mcRuinPct`, plus `mcSeed` and `rollingWindow`). Numbers are text inputs with `inputmode=decimal`,
 * so the German decimal comma works; validation messages go to one role=alert region.
 */
export default function SettingsPanel({ t, raw, setRaw, symbols, tags, alerts }: Props) {
  const id = useId();
  const text = (name: TextSetting, label: TextKey, help?: TextKey) => (
    <NumberTextField
      className="pp-field"
      id={`${id}-${name}`}
      name={name}
      label={t(label)}
      value={raw[name]}
      inputMode="decimal"
      describedBy={help ? `${id}-${name}-help` : undefined}
      help={help ? { id: `${id}-${name}-help`, text: t(help), className: 'pp-help' } : undefined}
      onChange={(value) => setRaw({ [name]: value })}
    />
  );
  const check = (name: CheckSetting, label: TextKey) => (
    <div className="pp-check">
      <input id={`${id}-${name}`} name={name} type="checkbox" checked={raw[name]} onChange={(event) => setRaw({ [name]: event.target.checked })} />
      <label htmlFor={`${id}-${name}`}>{t(label)}</label>
    </div>
  );
  const select = (event: ChangeEvent<HTMLSelectElement>) => setRaw({ [event.target.name]: event.target.value } as Partial<RawSettings>);

  return (
    <section className="pp-panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('settingsHeading')}</h2>
      <div className="pp-grid">
        {text('initialCapital', 'initialCapital')}
        <div className="pp-field">
          <label htmlFor={`${id}-aggregation`}>{t('aggregation')}</label>
          <select id={`${id}-aggregation`} name="aggregation" value={raw.aggregation} onChange={select}>
            <option value="none">{t('aggNone')}</option>
            <option value="daily">{t('aggDaily')}</option>
            <option value="weekly">{t('aggWeekly')}</option>
          </select>
        </div>
        {text('riskFreeRate', 'riskFreeRate', 'riskFreeHelp')}
        {text('taxRatePct', 'taxRatePct')}
        {text('rollingWindow', 'rollingWindow')}
      </div>
      {check('taxOnlyProfits', 'taxOnlyProfits')}
      {check('percentReturns', 'percentReturns')}

      <fieldset className="pp-fieldset">
        <legend>{t('filtersHeading')}</legend>
        <div className="pp-grid">
          <div className="pp-field">
            <label htmlFor={`${id}-side`}>{t('side')}</label>
            <select id={`${id}-side`} name="side" value={raw.side} onChange={select}>
              <option value="all">{t('sideAll')}</option>
              <option value="long">{t('sideLong')}</option>
              <option value="short">{t('sideShort')}</option>
            </select>
          </div>
          <div className="pp-field">
            <label htmlFor={`${id}-symbol`}>{t('symbol')}</label>
            <select id={`${id}-symbol`} name="symbol" value={raw.symbol} onChange={select}>
              <option value="all">{t('symbolAll')}</option>
              {raw.symbol !== 'all' && !symbols.includes(raw.symbol) ? <option value={raw.symbol}>{raw.symbol}</option> : null}
              {symbols.map((symbol) => (
                <option key={symbol} value={symbol}>
                  {symbol}
                </option>
              ))}
            </select>
          </div>
          <div className="pp-field">
            <label htmlFor={`${id}-from`}>{t('from')}</label>
            <input id={`${id}-from`} name="from" type="date" value={raw.from} onChange={(event) => setRaw({ from: event.target.value })} />
          </div>
          <div className="pp-field">
            <label htmlFor={`${id}-to`}>{t('to')}</label>
            <input id={`${id}-to`} name="to" type="date" value={raw.to} onChange={(event) => setRaw({ to: event.target.value })} />
          </div>
          <div className="pp-field">
            <label htmlFor={`${id}-tags`}>{t('tags')}</label>
            <input id={`${id}-tags`} name="tags" type="text" list={`${id}-tag-list`} autoComplete="off" value={raw.tags} onChange={(event) => setRaw({ tags: event.target.value })} />
            <datalist id={`${id}-tag-list`}>
              {tags.map((tag) => (
                <option key={tag} value={tag} />
              ))}
            </datalist>
          </div>
        </div>
      </fieldset>

      <fieldset className="pp-fieldset">
        <legend>{t('mcHeading')}</legend>
        {check('mcEnabled', 'mcEnabled')}
        <div className="pp-grid">
          {text('mcIterations', 'mcIterations')}
          {text('mcLength', 'mcLength')}
          {text('mcRuinPct', 'mcRuinPct')}
          {text('mcSeed', 'mcSeed')}
        </div>
      </fieldset>
      <div role="alert" className="pp-alert">
        {alerts.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
    </section>
  );
}
