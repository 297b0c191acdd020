import { describe, expect, it } from 'vitest';
import { performanceTexts } from './texts';

// Key and placeholder parity of every catalogue: src/ui/textCatalogues.test.ts. That every KPI has a
// label and a help text is a type check (`texts.kpi[key]` with the KPI key type).
describe('performance-pro texts', () => {
  it('uses the glossary terms in German', () => {
    expect(performanceTexts.de.kpi.winRate).toBe('Trefferquote');
    expect(performanceTexts.de.kpi.profitFactor).toBe('Profit-Faktor');
    expect(performanceTexts.de.kpi.maxDrawdown).toBe('Maximaler Drawdown');
    expect(performanceTexts.de.kpi.expectancy).toBe('Erwartungswert pro Trade');
    expect(performanceTexts.de.invalidJson).toBe('Ungültige JSON-Datei.');
  });
});
