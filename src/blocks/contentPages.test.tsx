// @vitest-environment jsdom
/**
 * What the exchange, tools, learn-overview, guide and legal pages say, rendered from their specs the way a
 * visitor reads them, in English and German: the comparison table (columns, rows, sorting, the as-of date),
 * the exchange pages' sections, notes and partner links, the tools and guides overviews, the links between
 * guides and tools, the operator on the imprint and the privacy policy, and the honest newsletter archive.
 * Calculators and modules are left out (their own tests cover them); only a browser can show layout, so
 * the browser tests keep the narrow-screen table and the scrolling.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSpecs } from '../engine/build/loadSpecs';
import { repoSiteSpec } from '../engine/build/repoSpecs';
import { pageContents } from '../engine/pageSections';
import type { LoadedPage } from '../engine/routeTypes';
import type { Block, SiteSpec } from '../engine/specTypes.generated';
import PageRenderer from './PageRenderer';
import { renderWithProviders } from './renderWithProviders.testHelper';
import testSite from './testSite.testHelper';

vi.mock('virtual:futureslab/site', () => import('./testSite.testHelper'));
// Badges follow the linked pages' real status.
vi.mock('virtual:futureslab/routes', async () => {
  const { loadSpecs: load } = await import('../engine/build/loadSpecs');
  const { resolve: resolvePath } = await import('node:path');
  const pages = load(resolvePath(import.meta.dirname, '../..'))
    .files.filter((file) => file.kind === 'page')
    .map((file) => file.data as { path: string; status?: string });
  return { routes: pages.map((page) => ({ path: page.path, status: page.status === 'soon' ? 'soon' : 'live' })), redirects: {} };
});

afterEach(cleanup);

type Lang = 'en' | 'de';
const LANGS = ['en', 'de'] as const;
const projectRoot = resolve(import.meta.dirname, '../..');
const pages = new Map(
  loadSpecs(projectRoot)
    .files.filter((file) => file.kind === 'page')
    .map((file) => [(file.data as LoadedPage).path, file.data as LoadedPage]),
);
const site: SiteSpec = repoSiteSpec(projectRoot);

/** Blocks with their own tests and lazy code (calculators, modules, forms, the catalogue): not part of the reading. */
const LEFT_OUT = new Set<Block['type']>(['calculator', 'module', 'newsletter', 'strategy-catalogue']);

/** Renders the page of `path` in a language, without calculators and modules; returns its `<main>`. */
function renderPage(path: string, lang: Lang): HTMLElement {
  const page = pages.get(path);
  if (!page) throw new Error(`no page ${path}`);
  const reading: LoadedPage = { ...page, blocks: page.blocks.filter((block) => !LEFT_OUT.has(block.type)) };
  renderWithProviders(<PageRenderer page={reading} />, { lang, path: lang === 'de' ? `/de${path}` : path });
  return screen.getByRole('main');
}

const textOf = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const hrefs = (root: Element, selector = 'a') => [...root.querySelectorAll(selector)].map((link) => link.getAttribute('href'));

const AS_OF = { en: '23 November 2026', de: '23.11.2026' } as const;

describe('/exchange-compare', () => {
  const COLUMNS = {
    en: ['Exchange', 'Fees (maker / taker)', 'Max leverage', 'Products', 'KYC', 'Liquidity', 'App', 'EU note'],
    de: ['Börse', 'Gebühren (Maker / Taker)', 'Max. Hebel', 'Produkte', 'KYC', 'Liquidität', 'App', 'Hinweis für die EU'],
  };
  const table = (main: HTMLElement) => main.querySelector('#comparison table') as HTMLTableElement;
  const rowOrder = (main: HTMLElement) => [...table(main).querySelectorAll('tbody th[scope="row"]')].map((cell) => textOf(cell).split(/\s+/)[0]);

  for (const lang of LANGS) {
    it(`[${lang}] has 8 columns, 4 exchanges with every cell filled, the disclaimer and the as-of date`, () => {
      const main = renderPage('/exchange-compare', lang);
      expect(main.getAttribute('data-page')).toBe('exchange-compare');
      expect(main.hasAttribute('data-soon')).toBe(false);
      const headers = [...table(main).querySelectorAll('thead th')].map((cell) => textOf(cell).replace(/[↕▲▼]/g, '').trim());
      expect(headers).toEqual(COLUMNS[lang]);
      expect(rowOrder(main)).toEqual(['Binance', 'BingX', 'Kraken', 'MEXC']);
      for (const row of table(main).querySelectorAll('tbody tr')) {
        const cells = [...row.querySelectorAll('th, td')].map(textOf);
        expect(cells).toHaveLength(8);
        expect(cells.every((cell) => cell.length > 0), cells.join(' | ')).toBe(true);
      }
      // Exchange names link to their pages (a German page keeps the visitor in German: the router adds /de).
      expect(textOf(table(main).querySelector('tbody a[href="/exchange/kraken"]'))).toBe('Kraken');
      const disclaimer = main.querySelector('#disclaimer [role="note"]');
      expect(textOf(disclaimer)).toContain(lang === 'en' ? 'For orientation only' : 'Nur zur Orientierung');
      expect(textOf(disclaimer)).toContain(AS_OF[lang]);
      expect(textOf(main.querySelector('#comparison caption'))).toContain(AS_OF[lang]);
      expect(textOf(main.querySelector('#comparison .table-note'))).toContain(AS_OF[lang]);
      expect(main.querySelector('[data-nfa]')).not.toBeNull();
    });
  }

  it('[en] sorting by a column reorders the rows and sets aria-sort; [de] the same in German', () => {
    let main = renderPage('/exchange-compare', 'en');
    const header = (name: RegExp) => within(table(main)).getByRole('columnheader', { name });
    const leverage = header(/Max leverage/);
    const exchange = header(/Exchange/);
    expect(leverage.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(leverage).getByRole('button'));
    expect(leverage.getAttribute('aria-sort')).toBe('ascending');
    // 50x < 100x+ < 125x < 200x+ (digit runs compare as numbers).
    expect(rowOrder(main)).toEqual(['Kraken', 'BingX', 'Binance', 'MEXC']);
    fireEvent.click(within(leverage).getByRole('button'));
    expect(leverage.getAttribute('aria-sort')).toBe('descending');
    expect(rowOrder(main)).toEqual(['MEXC', 'Binance', 'BingX', 'Kraken']);
    fireEvent.click(within(exchange).getByRole('button'));
    expect(exchange.getAttribute('aria-sort')).toBe('ascending');
    expect(leverage.getAttribute('aria-sort')).toBe('none');
    expect(rowOrder(main)).toEqual(['Binance', 'BingX', 'Kraken', 'MEXC']);
    fireEvent.click(within(exchange).getByRole('button'));
    expect(exchange.getAttribute('aria-sort')).toBe('descending');
    expect(rowOrder(main)).toEqual(['MEXC', 'Kraken', 'BingX', 'Binance']);

    cleanup();
    main = renderPage('/exchange-compare', 'de');
    const hebel = within(table(main)).getByRole('columnheader', { name: /Max\. Hebel/ });
    fireEvent.click(within(hebel).getByRole('button'));
    expect(hebel.getAttribute('aria-sort')).toBe('ascending');
    expect(rowOrder(main)).toEqual(['Kraken', 'BingX', 'Binance', 'MEXC']);
  });
});

describe('exchange pages', () => {
  const EXCHANGE_PAGES = [
    { path: '/exchange/binance', id: 'exchange-binance', sections: ['at-a-glance', 'liquidity', 'tools', 'fees', 'bnb-discount', 'options', 'quick-start', 'what-to-check'] },
    { path: '/exchange/bingx', id: 'exchange-bingx', sections: ['at-a-glance', 'copy-trading', 'grid-bots', 'rewards', 'fees', 'partner', 'what-to-check'] },
    { path: '/exchange/kraken', id: 'exchange-kraken', sections: ['at-a-glance', 'regulation', 'protection', 'futures', 'fiat', 'what-to-check'] },
    { path: '/exchange/mexc', id: 'exchange-mexc', sections: ['at-a-glance', 'markets', 'listings', 'liquidity', 'promotions', 'partner', 'what-to-check'] },
  ];

  for (const exchange of EXCHANGE_PAGES) {
    it(`${exchange.path} renders its sections, the risk note, the NFA notice, the as-of date and the next steps in English and German`, () => {
      const headings: Record<Lang, string[]> = { en: [], de: [] };
      for (const lang of LANGS) {
        const main = renderPage(exchange.path, lang);
        expect(main.getAttribute('data-page')).toBe(exchange.id);
        expect(main.hasAttribute('data-soon')).toBe(false);
        expect(textOf(main.querySelector('.page-lead'))).not.toBe('');
        for (const id of exchange.sections) {
          const section = main.querySelector(`[id="${id}"]`);
          const sectionHeadings = section?.querySelectorAll('h2') ?? [];
          expect(sectionHeadings, `${exchange.path} #${id} (${lang})`).toHaveLength(1);
          headings[lang].push(textOf(sectionHeadings[0]));
          // A section with substance, not a heading alone.
          expect(textOf(section).length, `${exchange.path} #${id} (${lang}) has content`).toBeGreaterThan(150);
        }
        expect(textOf(main.querySelector('#risks [role="note"]'))).toContain(
          lang === 'en' ? 'Check the current leverage limits and fees' : 'Prüfe vor dem Traden die aktuellen Hebel-Limits und Gebühren',
        );
        expect(main.querySelector('[data-nfa]')).not.toBeNull();
        expect(main.querySelector('#nfa a[href="/nfa"]')).not.toBeNull();
        expect(textOf(main.querySelector('#at-a-glance caption'))).toContain(AS_OF[lang]);
        const buttons = hrefs(main, '#next-steps a');
        expect(buttons.length).toBeGreaterThanOrEqual(2);
        expect(buttons).toContain('/exchange-compare');
        cleanup();
      }
      expect(headings.en.length).toBeGreaterThanOrEqual(5);
      // The German page is written in German, not the English text again.
      expect(headings.de.filter((heading, index) => heading !== headings.en[index]).length).toBeGreaterThanOrEqual(headings.en.length - 2);
    });
  }

  it('the Binance quick start has 5 steps', () => {
    const main = renderPage('/exchange/binance', 'en');
    expect(main.querySelectorAll('#quick-start li')).toHaveLength(5);
  });

  for (const path of ['/exchange-compare', '/exchange/bingx', '/exchange/mexc']) {
    it(`${path}: partner links are sponsored and open in a new tab, and so does every other outbound link`, () => {
      const main = renderPage(path, 'en');
      const partner = [...main.querySelectorAll('a[data-affiliate]')];
      expect(partner.length).toBeGreaterThanOrEqual(1);
      for (const link of partner) {
        expect(link.getAttribute('data-affiliate')).toBe('bingx');
        expect(link.getAttribute('rel')).toBe('sponsored noopener noreferrer');
        expect(link.getAttribute('target')).toBe('_blank');
        expect(link.getAttribute('href')).toBe(testSite.affiliates.bingx?.url);
      }
      for (const link of main.querySelectorAll('a[href^="http"]')) {
        expect(link.getAttribute('target'), link.getAttribute('href') ?? '').toBe('_blank');
        expect(link.getAttribute('rel'), link.getAttribute('href') ?? '').toMatch(/noopener noreferrer/);
      }
    });
  }

  it("the site's BingX partner link goes to bingx.com", () => {
    expect(site.affiliates.bingx?.url).toMatch(/^https:\/\/bingx\.com\//);
  });

  it('the exchange menu links every exchange page; no menu or footer item is disabled while its page is live', () => {
    const group = site.menu.find((entry) => entry.id === 'exchanges');
    const items = (group?.sections ?? []).flatMap((section) => section.items);
    for (const name of ['BingX', 'Binance', 'Kraken', 'MEXC']) expect(items.find((item) => item.label.en === name)?.soon, name).toBeUndefined();
    const everyItem = [...site.menu.flatMap((entry) => entry.sections.flatMap((section) => section.items)), ...site.footer.sections.flatMap((section) => section.items)];
    const disabledLivePages = everyItem.filter((item) => item.soon && item.to && pages.has(item.to) && pages.get(item.to)?.status !== 'soon');
    expect(disabledLivePages.map((item) => item.to)).toEqual([]);
  });
});

describe('/tools', () => {
  const TOOLS = [
    { path: '/tools/bingx-order-analyzer', title: 'BingX order analyzer', badge: 'Analyzer' },
    { path: '/tools/liquidation', title: 'Liquidation calculator', badge: null },
    { path: '/tools/liquidation-pro', title: 'Liquidation Pro', badge: 'Pro' },
    { path: '/tools/target-price', title: 'Target price', badge: null },
    { path: '/tools/target-price-pro', title: 'Target price Pro', badge: 'Pro' },
    { path: '/tools/position-margin-pro', title: 'Position & margin Pro', badge: 'Pro' },
    { path: '/tools/roi-pnl-pro', title: 'ROI & PnL Pro', badge: 'Pro' },
    { path: '/tools/performance-calculator-pro', title: 'Performance calculator Pro', badge: 'Pro' },
    { path: '/tools/size-pro', title: 'Size tool Pro', badge: 'Pro' },
  ];
  const cards = (main: HTMLElement) => [...main.querySelectorAll('li.card')];

  it('lists the nine tools, the analyzer first, with badges, one line of purpose and a link to each', () => {
    const main = renderPage('/tools', 'en');
    expect(main.getAttribute('data-page')).toBe('tools');
    expect(cards(main)).toHaveLength(TOOLS.length);
    for (const [index, tool] of TOOLS.entries()) {
      const card = cards(main)[index] as HTMLElement;
      expect(textOf(card.querySelector('.card-title'))).toBe(tool.title);
      expect(card.querySelector('.badge') ? textOf(card.querySelector('.badge')) : null, tool.title).toBe(tool.badge);
      const purpose = textOf(card.querySelector('.card-text'));
      expect(purpose.length, `${tool.title} has a purpose line`).toBeGreaterThan(20);
      expect(purpose.split(/(?<=[.!?])\s+/), `${tool.title}: one sentence`).toHaveLength(1);
      expect(hrefs(card), tool.title).toContain(tool.path);
    }
  });

  it('German overview keeps the order and the badges', () => {
    const main = renderPage('/tools', 'de');
    expect(cards(main)).toHaveLength(TOOLS.length);
    expect(textOf(cards(main)[0]?.querySelector('.card-title'))).toBe('BingX-Order-Analyzer');
    expect(textOf(cards(main)[2]?.querySelector('.badge'))).toBe('Pro');
    expect(hrefs(cards(main)[8] as HTMLElement)).toContain('/tools/size-pro');
  });

  const TOOL_LINKS: Record<string, string[]> = {
    '/tools/liquidation': [],
    '/tools/target-price': ['/learn/pnl-roi-basics'],
    '/tools/target-price-pro': ['/learn/pnl-roi-basics'],
    '/tools/liquidation-pro': ['/learn/liquidation-risk', '/tools/liquidation', '/learn/liquidation-risk#at-liquidation'],
    '/tools/position-margin-pro': ['/learn/leverage-position-sizing', '/learn/risk-management', '/tools/size-pro', '/tools'],
    '/tools/roi-pnl-pro': [],
    '/tools/size-pro': ['/learn/leverage-position-sizing', '/learn/risk-management', '/tools/position-margin-pro'],
  };
  for (const [path, targets] of Object.entries(TOOL_LINKS)) {
    it(`${path} has its calculator${targets.length > 0 ? `, links ${targets.join(', ')}` : ''} and carries the NFA notice`, () => {
      expect(pages.get(path)?.blocks.filter((block) => block.type === 'calculator'), `${path}: a calculator block`).toHaveLength(1);
      const main = renderPage(path, 'en');
      expect(main.hasAttribute('data-soon')).toBe(false);
      expect(main.querySelectorAll('[data-soon]')).toHaveLength(0);
      for (const target of targets) expect(hrefs(main), target).toContain(target);
      expect(main.querySelector('[data-nfa] a[href="/nfa"]')).not.toBeNull();
    });
  }

  it('/tools/liquidation-pro names the link to what happens at liquidation', () => {
    const main = renderPage('/tools/liquidation-pro', 'en');
    expect(screen.getByRole('link', { name: 'what happens at liquidation' }).getAttribute('href')).toBe('/learn/liquidation-risk#at-liquidation');
    expect(main).toBeTruthy();
  });
});

describe('/learn overview', () => {
  const CORE = ['Types of futures', 'Futures versus spot', 'Margin & funding', 'Leverage & position sizing', 'Liquidation risk', 'PnL & ROI basics'];
  const ADVANCED = ['Order types & strategies', 'Risk management essentials', 'Trading psychology', 'Funding & carry trades', 'Futures versus arbitrage'];
  const cardsOf = (main: HTMLElement, id: string) => [...main.querySelectorAll(`#${id} li.card`)];

  it('[en] core and advanced guides as cards with level and reading time, linking to the guides', () => {
    const main = renderPage('/learn', 'en');
    expect(textOf(main.querySelector('#core h2'))).toBe('Core guides');
    expect(textOf(main.querySelector('#advanced h2'))).toBe('Advanced guides');
    const core = cardsOf(main, 'core');
    const advanced = cardsOf(main, 'advanced');
    expect(core.map((card) => textOf(card.querySelector('.card-title')))).toEqual(CORE);
    expect(advanced.map((card) => textOf(card.querySelector('.card-title')))).toEqual(ADVANCED);
    for (const card of core) expect(textOf(card.querySelector('.badge'))).toBe('Beginner');
    for (const card of advanced) expect(textOf(card.querySelector('.badge'))).toBe('Advanced');
    for (const card of [...core, ...advanced]) expect(textOf(card.querySelector('.card-meta'))).toMatch(/^\d+ min read$/);
    // The futures-versus-spot guide is a long read (measured from its word count at 200 words/min).
    expect(textOf(core[1]?.querySelector('.card-meta'))).toBe('10 min read');
    const link = screen.getByRole('link', { name: 'Read: Futures versus arbitrage' });
    expect(link.getAttribute('href')).toBe('/learn/futures-versus-arbitrage');
    expect(pages.get('/learn/futures-versus-arbitrage')?.title.en).toBe('Futures versus arbitrage');
  });

  it('[de] levels, reading times and a card link', () => {
    const main = renderPage('/learn', 'de');
    expect(textOf(main.querySelector('#core h2'))).toBe('Grundlagen');
    expect(textOf(main.querySelector('#advanced h2'))).toBe('Fortgeschritten');
    const core = cardsOf(main, 'core');
    expect(core.map((card) => textOf(card.querySelector('.badge')))).toEqual(Array(6).fill('Einsteiger'));
    expect(textOf(core[0]?.querySelector('.card-meta'))).toMatch(/^\d+ Min\. Lesezeit$/);
    expect(screen.getByRole('link', { name: 'Lesen: Futures vs. Spot' }).getAttribute('href')).toBe('/learn/futures-versus-spot');
    expect(pages.get('/learn/futures-versus-spot')?.title.de).toBe('Futures vs. Spot');
  });
});

describe('guides: headings the "On this page" lists name, next steps', () => {
  const HEADINGS: { path: string; lang: Lang; anchor: string; heading: string }[] = [
    { path: '/learn/margin-funding', lang: 'en', anchor: 'funding', heading: 'Funding: the price of holding a perpetual' },
    { path: '/learn/margin-funding', lang: 'en', anchor: 'summary', heading: 'Summary' },
    { path: '/learn/leverage-position-sizing', lang: 'en', anchor: 's6', heading: '6. Liquidation must lie beyond the stop' },
    { path: '/learn/leverage-position-sizing', lang: 'de', anchor: 's8', heading: '8. Typische Fehler und eine Checkliste' },
    { path: '/learn/funding-carry-trades', lang: 'en', anchor: 'worked-example', heading: 'Worked example: a 30-day funding carry' },
    { path: '/learn/funding-carry-trades', lang: 'en', anchor: 'risks', heading: 'Risks of carry trades' },
  ];
  for (const { path, lang, anchor, heading } of HEADINGS) {
    it(`${path} [${lang}]: the "On this page" entry "${heading}" leads to its heading`, () => {
      const main = renderPage(path, lang);
      expect(textOf(main.querySelector(`h2#${anchor}`))).toBe(heading);
      const entry = pageContents((pages.get(path) as LoadedPage).blocks).find((section) => section.id === anchor);
      expect(entry?.heading[lang]).toBe(heading);
    });
  }

  it('/learn/leverage-position-sizing has the sections s1 to s8', () => {
    const main = renderPage('/learn/leverage-position-sizing', 'en');
    for (let n = 1; n <= 8; n++) expect(main.querySelectorAll(`h2#s${n}`), `s${n}`).toHaveLength(1);
  });

  for (const path of ['/learn/futures-versus-spot', '/learn/futures-versus-arbitrage']) {
    for (const lang of LANGS) {
      it(`${path} [${lang}]: every "On this page" entry names the heading of its section`, () => {
        const main = renderPage(path, lang);
        const contents = pageContents((pages.get(path) as LoadedPage).blocks);
        expect(contents.length).toBeGreaterThanOrEqual(8);
        for (const section of contents) expect(textOf(main.querySelector(`#${section.id}`)?.querySelector('h2')), section.id).toBe(section.heading[lang]);
      });
    }
  }

  it('the guides end with the next-step buttons and the NFA notice', () => {
    let main = renderPage('/learn/leverage-position-sizing', 'en');
    expect(screen.getByRole('link', { name: 'Determine position size' }).getAttribute('href')).toBe('/tools/size-pro');
    expect(main.querySelectorAll('[data-nfa]')).toHaveLength(1);
    cleanup();
    renderPage('/learn/leverage-position-sizing', 'de');
    expect(screen.getByRole('link', { name: 'Positionsgröße bestimmen' }).getAttribute('href')).toBe('/tools/size-pro');
    cleanup();
    main = renderPage('/learn/margin-funding', 'en');
    expect(hrefs(main, '#next-steps a')).toEqual(expect.arrayContaining(['/tools/liquidation', '/learn/leverage-position-sizing']));
  });

  it('/learn/liquidation-risk explains auto-deleveraging where the tools link to what happens at liquidation', () => {
    const main = renderPage('/learn/liquidation-risk', 'en');
    expect(textOf(main.querySelector('#at-liquidation'))).toContain('Auto-deleveraging (ADL)');
  });
});

describe('home, legal pages and the newsletter archive', () => {
  it('the imprint names the operator from the site spec (§ 5 DDG) with a mailto link', () => {
    const main = renderPage('/imprint', 'en');
    const operator = main.querySelector('#operator') as HTMLElement;
    expect(textOf(operator)).toContain('§ 5 DDG');
    expect(textOf(operator)).toContain(testSite.operator.name);
    expect(within(operator).getByRole('link', { name: testSite.operator.email }).getAttribute('href')).toBe(`mailto:${testSite.operator.email}`);
  });

  it('the German privacy policy names the controller from the site spec and the legal bases', () => {
    const main = renderPage('/privacy', 'de');
    expect(textOf(main.querySelector('#controller'))).toContain('Art. 4 Nr. 7 DSGVO');
    expect(textOf(main.querySelector('#controller'))).toContain(testSite.operator.email);
    expect(textOf(main.querySelector('#hosting'))).toContain('Art. 6 Abs. 1 lit. f DSGVO');
  });

  it('the home page shows six learn cards, none of them coming soon', () => {
    const main = renderPage('/', 'en');
    expect(main.querySelectorAll('#learn .card')).toHaveLength(6);
    expect(main.querySelectorAll('#learn [data-soon]')).toHaveLength(0);
  });

  it('the newsletter lists no invented issues: an honest empty state', () => {
    const main = renderPage('/newsletter', 'en');
    const latest = main.querySelector('#latest-issues');
    expect(textOf(latest)).toContain('No issue has been sent yet.');
    expect(latest?.querySelectorAll('.card')).toHaveLength(0);
  });
});
