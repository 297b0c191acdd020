import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * The violations of the page as it stands: rule, impact and the first elements, readable in a failure.
 * axe runs in the page itself (its legacy mode) and reports violations only: the default mode runs axe in
 * every frame and then opens a blank page to merge the frames' results, which doubled the scan's time on
 * pages without frames, and passes are never read here. The site has no frames; the scan makes sure.
 */
export async function violations(page: Page): Promise<string[]> {
  // Colours are measured at rest: a menu fading in would show blended colours for a moment.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  expect(page.frames(), `${page.url()}: a frame would need axe's frame mode`).toHaveLength(1);
  const results = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  return results.violations.map((violation) => `${page.url()} ${violation.id} (${violation.impact}): ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
}
