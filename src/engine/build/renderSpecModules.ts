import { pageContents } from '../pageSections';
import type { LoadedPage } from '../routeTypes';
import { faqEntries } from '../faq/faqEntries';
import { glossaryEntries } from '../glossary/glossaryEntries';
import { LANGUAGES } from '../localize';
import type { PageSpec } from '../specTypes.generated';
import { strategyCatalogue, strategyCount, withStrategyNavigation } from './strategyNavigation';
import { withGlossaryTermNames } from './termNames';
import type { SpecTree } from './validateSpecs';

/** The prefix of every virtual module the specs plugin serves. */
export const VIRTUAL_PREFIX = 'virtual:futureslab/';

/**
 * `virtual:futureslab/glossary/<lang>`: the glossary's terms in one language. Unlike the other modules, the
 * map holds the terms as JSON text; the plugin serves them as data or as a file the browser fetches.
 */
export const GLOSSARY_PREFIX = `${VIRTUAL_PREFIX}glossary/`;

/** `virtual:futureslab/faq/<lang>`: the FAQ's groups and questions in one language, as JSON text like the glossary. */
export const FAQ_PREFIX = `${VIRTUAL_PREFIX}faq/`;

/** The virtual modules whose text is JSON data (a file the browser fetches), each with the name of its loader export. */
export const DATA_MODULES = [
  { prefix: GLOSSARY_PREFIX, loader: 'loadGlossary' },
  { prefix: FAQ_PREFIX, loader: 'loadFaq' },
] as const;

const json = (value: unknown) => JSON.stringify(value);

/** A page's title: its own, or for a strategy page without one, its catalogue label. */
function titleOf(page: PageSpec): LoadedPage['title'] {
  const title = page.title ?? page.catalogue?.label;
  if (!title) throw new Error(`page ${page.id} has neither a title nor a catalogue label`);
  return title;
}

/**
 * The page as the browser receives it: its title filled in, each calculator `ref` resolved into `calculator`,
 * its contents list computed here, so no page carries the code that finds its sections (term references get their names later).
 */
function resolvePage(page: PageSpec, tree: SpecTree): LoadedPage {
  const byId = new Map(tree.calculators.map((calculator) => [calculator.id, calculator]));
  const contents = page.onThisPage === false ? [] : pageContents(page.blocks);
  return {
    ...page,
    title: titleOf(page),
    ...(contents.length > 0 ? { contents } : {}),
    blocks: page.blocks.map((block) =>
      block.type === 'calculator' && block.ref && !block.calculator ? { ...block, calculator: byId.get(block.ref) } : block,
    ),
  } as LoadedPage;
}

/**
 * The source code of every virtual module, by id: `virtual:futureslab/site` (the site spec with its
 * strategy navigation generated from the strategy pages, and `strategyCount`), `virtual:futureslab/strategies`
 * (the strategy catalogue and the tag labels, for the catalogue block only),
 * `virtual:futureslab/routes` (the small route manifest — id, path, kind, status, title and a lazy
 * `load` per page — plus `redirects` from `redirectFrom`) and `virtual:futureslab/page/<id>` (one chunk
 * per page), `virtual:futureslab/glossary/<lang>` (the glossary's terms as JSON text, see GLOSSARY_PREFIX) and
 * `virtual:futureslab/faq/<lang>` (the FAQ as JSON text, its term references named).
 * Modules hold plain JSON values only.
 */
export function renderSpecModules(tree: SpecTree): Map<string, string> {
  const modules = new Map<string, string>();
  const site = tree.site ? withStrategyNavigation(tree.site, tree.pages) : null;
  // The strategy catalogue and its tag labels load only with the catalogue block, not on every page.
  const { strategyTags, ...siteEverywhere } = site ?? { strategyTags: undefined };
  modules.set(`${VIRTUAL_PREFIX}site`, `export default ${json(site ? siteEverywhere : null)};\nexport const strategyCount = ${strategyCount(tree.pages)};\n`);
  modules.set(`${VIRTUAL_PREFIX}strategies`, `export const strategyCatalogue = ${json(strategyCatalogue(tree.pages))};\nexport const strategyTags = ${json(strategyTags ?? {})};\n`);

  const routes = tree.pages.map((page) => {
    const entry = `id: ${json(page.id)}, path: ${json(page.path)}, kind: ${json(page.kind)}, status: ${json(page.status ?? 'live')}, title: ${json(titleOf(page))}`;
    return `  { ${entry}, load: () => import(${json(`${VIRTUAL_PREFIX}page/${page.id}`)}) },`;
  });
  const redirects: Record<string, string> = {};
  for (const page of tree.pages) for (const from of page.redirectFrom ?? []) redirects[from] = page.path;
  modules.set(
    `${VIRTUAL_PREFIX}routes`,
    `export const routes = [\n${routes.join('\n')}\n];\nexport const redirects = ${json(redirects)};\n`,
  );

  const titles = new Map(tree.pages.map((page) => [page.path, titleOf(page)]));
  for (const lang of LANGUAGES) {
    const entries = tree.glossary ? glossaryEntries(tree.glossary, lang, (path) => titles.get(path)) : [];
    modules.set(`${GLOSSARY_PREFIX}${lang}`, json(entries));
    const faq = tree.faq ? faqEntries(withGlossaryTermNames(tree.faq, tree.glossary), lang, (path) => titles.get(path)) : [];
    modules.set(`${FAQ_PREFIX}${lang}`, json(faq));
  }

  for (const page of tree.pages) {
    modules.set(`${VIRTUAL_PREFIX}page/${page.id}`, `export default ${json(withGlossaryTermNames(resolvePage(page, tree), tree.glossary))};\n`);
  }
  return modules;
}
