import { test } from './fixtures';
import { CONTENTS_LINKS, expectTableOfContentsScrollsInBothLanguages } from './tableOfContents';

/**
 * The guides /learn/margin-funding, /learn/leverage-position-sizing and /learn/funding-carry-trades in the
 * browser: every "On this page" link scrolls to its section, in English and German. Their calculators'
 * figures are spec examples (margin-quick, funding-quick, size-helper), their words and German number format
 * src/blocks/calculator/calculatorWords.test.tsx, and the headings, sections and next steps
 * src/blocks/contentPages.test.tsx.
 */

for (const path of ['/learn/margin-funding', '/learn/leverage-position-sizing', '/learn/funding-carry-trades']) {
  test(`${path}: every "On this page" link scrolls to its section, in English and German`, async ({ page }) => {
    await expectTableOfContentsScrollsInBothLanguages(page, path, CONTENTS_LINKS, 6);
  });
}
