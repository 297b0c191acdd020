import { describe, expect, it } from 'vitest';
import { PNL_MONTE_CARLO_TEXTS } from './texts';

// Key and placeholder parity of every catalogue: src/ui/textCatalogues.test.ts.
describe('pnl-monte-carlo texts', () => {
  it('translates every text', () => {
    for (const [key, text] of Object.entries(PNL_MONTE_CARLO_TEXTS.en)) {
      expect(PNL_MONTE_CARLO_TEXTS.de[key as keyof typeof PNL_MONTE_CARLO_TEXTS.de], `${key} is translated`).not.toBe(text);
    }
  });
});
