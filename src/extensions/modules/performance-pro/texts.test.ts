import { describe, expect, it } from 'vitest';
import { METRIC_KEYS } from './core/performanceReport';
import { performanceTexts } from './texts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('performance-pro texts', () => {
  it('has the same keys and placeholders in English and German, none empty', () => {
    expect(Object.keys(performanceTexts.de).sort()).toEqual(Object.keys(performanceTexts.en).sort());
    for (const [key, en] of Object.entries(performanceTexts.en)) {
      const de = performanceTexts.de[key as keyof typeof performanceTexts.de];
      expect(en.trim(), key).not.toBe('');
      expect(de.trim(), key).not.toBe('');
      expect(placeholders(de), key).toEqual(placeholders(en));
    }
  });

  it('labels and explains every KPI', () => {
    for (const key of [...METRIC_KEYS, 'ruinProbability', 'mcP5', 'mcP50', 'mcP95']) {
      expect(performanceTexts.en).toHaveProperty(`kpi_${key}`);
      expect(performanceTexts.en).toHaveProperty(`help_${key}`);
    }
  });

  it('uses the glossary terms in German', () => {
    expect(performanceTexts.de.kpi_winRate).toBe('Trefferquote');
    expect(performanceTexts.de.kpi_profitFactor).toBe('Profit-Faktor');
    expect(performanceTexts.de.kpi_maxDrawdown).toBe('Maximaler Drawdown');
    expect(performanceTexts.de.kpi_expectancy).toBe('Erwartungswert pro Trade');
    expect(performanceTexts.de.invalidJson).toBe('Ungültige JSON-Datei.');
  });
});
