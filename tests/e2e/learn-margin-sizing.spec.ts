import { test } from './fixtures';
import { expectTableOfContentsScrollsInBothLanguages } from './tableOfContents';

/**
 * The guides /learn/margin-funding, /learn/leverage-position-sizing and /learn/funding-carry-trades in the
 * browser: every table-of-contents link scrolls to its section, in English and German. Their calculators'
 * figures are spec examples (margin-quick, funding-quick, size-helper), their words and German number format
 * src/blocks/calculator/calculatorWords.test.tsx, and the headings, sections and next steps
 * src/blocks/contentPages.test.tsx.
 */

for (const path of ['/learn/margin-funding', '/learn/leverage-position-sizing', '/learn/funding-carry-trades']) {
  test(`${path}: every table-of-contents link scrolls to its section, in English and German`, async ({ page }) => {
    await expectTableOfContentsScrollsInBothLanguages(page, path, '#toc a', 6);
  });
}
