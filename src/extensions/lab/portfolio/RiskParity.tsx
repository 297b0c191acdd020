import { useMemo } from 'react';
import { numberItem } from '../../../ui/PinnedSummary';
import type { ModuleProps } from '../../../engine/extensionProps';
import { formatValue } from '../../../engine/formatNumber';
import { interpolate, type Lang } from '../../../engine/localize';
import { quadraticForm } from '../../../finance/portfolio/linalg';
import { riskParityWeights, type RiskParityResult } from '../../../finance/portfolio/riskParity';
import { sampleCovariance } from '../../../finance/portfolio/statistics';
import ParamFields from '../../shared/params/ParamFields';
import type { NumberParam } from '../../shared/params/params';
import { useMultiAssetTool } from '../multiAsset/useMultiAssetTool';
import { Out } from './parts';
import PortfolioPanel from './PortfolioPanel';
import { hasFlatAsset, MIN_RETURNS, windowedReturns } from './portfolioData';
import { PORTFOLIO_TEXTS, portfolioTexts, type PortfolioTexts } from './texts';
import { riskParityManifest } from './manifest';
import './Portfolio.css';

const ID = riskParityManifest.section.id;
const NUMBERS: readonly NumberParam[] = [{ id: 'window', kind: 'number', label: { en: PORTFOLIO_TEXTS.en.window, de: PORTFOLIO_TEXTS.de.window }, help: { en: PORTFOLIO_TEXTS.en.windowHelp, de: PORTFOLIO_TEXTS.de.windowHelp }, default: 365, min: MIN_RETURNS, max: 200_000, integer: true }];

/**
 * Risk-parity calculator (module `risk-parity`): equal-risk-contribution weights from the annualised
 * sample covariance of the returns in the window (`<output name="weight.<asset>|contribution.<asset>|volatility.<asset>">`,
 * `portfolio.volatility`, `iterations`), found by cyclical coordinate descent to 1e-8.
 * DOM: `section[data-tool=risk-parity][data-state]`, `dataset`, the file input, `window`.
 */
export default function RiskParity(_props: ModuleProps) {
  const { lang, values, source, outOfRange, idPrefix: prefix, series, messages: toolMessages, fields, dataFields } = useMultiAssetTool(ID, NUMBERS);
  const texts = portfolioTexts(lang);
  const window = Number(values.window);
  const assets = series?.assets ?? [];

  const data = useMemo(() => (series && outOfRange.length === 0 ? windowedReturns(series, window) : null), [series, outOfRange.length, window]);
  const tooShort = data ? (data.returns[0]?.length ?? 0) < MIN_RETURNS : false;
  const flat = data && !tooShort ? hasFlatAsset(data.returns) : false;
  const result = useMemo(() => {
    if (!data || tooShort || flat) return null;
    const covariance = sampleCovariance(data.returns).map((row) => row.map((x) => x * data.barsPerYear));
    const parity = riskParityWeights(covariance);
    return parity ? { covariance, parity, volatility: Math.sqrt(quadraticForm(covariance, parity.weights)) } : null;
  }, [data, tooShort, flat]);

  const messages = [...toolMessages, ...(tooShort ? [texts.tooShort] : []), ...(flat ? [texts.flatAsset] : [])];

  return (
    <PortfolioPanel
      id={ID}
      prefix={prefix}
      title={texts.riskParity.title}
      intro={texts.riskParity.intro}
      dataFields={dataFields}
      fields={<ParamFields params={NUMBERS} {...fields} />}
      messages={messages}
      source={source}
      hasResult={Boolean(result)}
      summary={result ? [numberItem('portfolio.volatility', texts.riskParity.portfolioVol, result.volatility, 'percent', lang), ...assets.slice(0, 3).map((asset, i) => numberItem(`weight.${asset}`, `${texts.riskParity.weight}: ${asset}`, result.parity.weights[i] ?? NaN, 'percent', lang))] : []}
      lang={lang}
    >
      {result ? (
        <>
          <div className="table-scroll">
            <table className="lab-compare">
              <caption>{texts.riskParity.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{texts.asset}</th>
                  <th scope="col">{texts.riskParity.weight}</th>
                  <th scope="col">{texts.riskParity.contribution}</th>
                  <th scope="col">{texts.riskParity.volatility}</th>
                </tr>
              </thead>
              <tbody>
                {assets.map((asset, i) => (
                  <tr key={asset}>
                    <th scope="row">{asset}</th>
                    <td>
                      <Out name={`weight.${asset}`} value={result.parity.weights[i] ?? NaN} format="percent" lang={lang} />
                    </td>
                    <td>
                      <Out name={`contribution.${asset}`} value={result.parity.contributions[i] ?? NaN} format="percent" lang={lang} decimals={4} />
                    </td>
                    <td>
                      <Out name={`volatility.${asset}`} value={Math.sqrt(result.covariance[i]?.[i] ?? NaN)} format="percent" lang={lang} />
                    </td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">{texts.riskParity.portfolioVol}</th>
                  <td colSpan={3}>
                    <Out name="portfolio.volatility" value={result.volatility} format="percent" lang={lang} />
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
          <p className="param-help">
            <Out name="iterations" value={result.parity.iterations} format="integer" lang={lang} text={convergenceText(result.parity, texts, lang)} />
          </p>
        </>
      ) : null}
    </PortfolioPanel>
  );
}

/** Says whether the iteration reached equal risk contributions, with its iterations and the largest deviation left. */
export function convergenceText(parity: Pick<RiskParityResult, 'converged' | 'iterations' | 'error'>, texts: PortfolioTexts, lang: Lang): string {
  const values = { iterations: formatValue(parity.iterations, 'integer', lang), error: parity.error.toExponential(1) };
  return interpolate(parity.converged ? texts.riskParity.converged : texts.riskParity.notConverged, values);
}
