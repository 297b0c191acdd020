import { test } from './fixtures';
import { CONTENTS_LINKS, expectTableOfContentsScrollsInBothLanguages } from './tableOfContents';

/**
 * The guides /learn/futures-versus-spot and /learn/futures-versus-arbitrage in the browser: every link of
 * their contents list scrolls to its section, in English and German. The calculators' figures are spec
 * examples (futures-vs-spot, choice-helper), their words src/blocks/calculator/calculatorWords.test.tsx, the
 * rubric against the helper src/engine/build/guideWorkedExamples.test.ts, and the /learn overview and the
 * link texts src/blocks/contentPages.test.tsx.
 */

for (const path of ['/learn/futures-versus-spot', '/learn/futures-versus-arbitrage']) {
  test(`${path}: every contents link scrolls to its section, in English and German`, async ({ page }) => {
    await expectTableOfContentsScrollsInBothLanguages(page, path, CONTENTS_LINKS, 8);
  });
}
