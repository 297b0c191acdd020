import { describe, expect, it } from 'vitest';
import { prepareForIndex } from './prepareForIndex';

const page = (main: string) => `<html lang="en"><body><header><nav>Menu</nav></header><main id="main" class="page" data-page="x">${main}</main><footer>Footer</footer></body></html>`;

describe('prepareForIndex', () => {
  it('marks main as the only indexed part and names its section', () => {
    const html = prepareForIndex(page('<h1>Liquidation risk</h1>'), 'Learn');
    expect(html).toContain('<main data-pagefind-body data-pagefind-meta="section:Learn" id="main" class="page"');
    expect(html.match(/data-pagefind-body/g)).toHaveLength(1);
  });

  it('writes no section for a page outside the menus, and escapes the name', () => {
    expect(prepareForIndex(page(''), undefined)).toContain('<main data-pagefind-body id="main"');
    expect(prepareForIndex(page(''), 'Q&A "tools"')).toContain('data-pagefind-meta="section:Q&amp;A &quot;tools&quot;"');
  });

  it('keeps the ids a link can land on and drops the ids React made up', () => {
    const html = prepareForIndex(page('<h2 id="mark-price">Mark price</h2><h3 class="calc" id="_R_2jh_">Widget</h3><div id="_R_1_">x</div>'), 'Learn');
    expect(html).toContain('<h2 id="mark-price">');
    expect(html).toContain('<h3 class="calc">Widget</h3>');
    expect(html).toContain('<div id="_R_1_">');
  });

  it("gives a calculator's title the anchor of its block, which the page has", () => {
    const block = '<div class="block block-calculator" id="funding-rate-widget" data-block="calculator"><!--$--><section class="calc"><h2 class="calc-title" id="_R_2vh_">Funding rate</h2></section></div>';
    expect(prepareForIndex(page(block), 'Learn')).toContain('<section class="calc"><h2 class="calc-title" id="funding-rate-widget">Funding rate</h2>');
  });

  it("gives an FAQ question's id to its summary, which holds the question's text", () => {
    const html = prepareForIndex(page('<details id="what-is-leverage" data-faq="" class="accordion-item"><summary class="accordion-summary">What does leverage mean?</summary></details><details id="x"><summary>More</summary></details>'), 'Learn');
    expect(html).toContain('<details data-faq="" class="accordion-item"><summary id="what-is-leverage" class="accordion-summary">');
    expect(html).toContain('<details id="x"><summary>More');
  });

  it('refuses a page without the main element and a section name that would split the metadata', () => {
    expect(() => prepareForIndex('<html><body><div>x</div></body></html>', 'Learn')).toThrow(/main/);
    expect(() => prepareForIndex(page(''), 'Learn, more')).toThrow(/comma/);
  });
});
