import type { PageSpec } from '../specTypes.generated';
import type { SpecTree } from './validateSpecs';

/** The prefix of every virtual module the specs plugin serves. */
export const VIRTUAL_PREFIX = 'virtual:futureslab/';

const json = (value: unknown) => JSON.stringify(value);

/** The page as the browser receives it: each calculator `ref` resolved into `calculator`. */
function resolvePage(page: PageSpec, tree: SpecTree): PageSpec {
  const byId = new Map(tree.calculators.map((calculator) => [calculator.id, calculator]));
  return {
    ...page,
    blocks: page.blocks.map((block) =>
      block.type === 'calculator' && block.ref && !block.calculator ? { ...block, calculator: byId.get(block.ref) } : block,
    ),
  } as PageSpec;
}

/**
 * The source code of every virtual module, by id: `virtual:futureslab/site` (the site spec),
 * `virtual:futureslab/routes` (the small route manifest — id, path, kind, status, title and a lazy
 * `load` per page — plus `redirects` from `redirectFrom`) and `virtual:futureslab/page/<id>` (one chunk
 * per page). Modules hold plain JSON values only.
 */
export function renderSpecModules(tree: SpecTree): Map<string, string> {
  const modules = new Map<string, string>();
  modules.set(`${VIRTUAL_PREFIX}site`, `export default ${json(tree.site ?? null)};\n`);

  const routes = tree.pages.map((page) => {
    const entry = `id: ${json(page.id)}, path: ${json(page.path)}, kind: ${json(page.kind)}, status: ${json(page.status ?? 'live')}, title: ${json(page.title)}`;
    return `  { ${entry}, load: () => import(${json(`${VIRTUAL_PREFIX}page/${page.id}`)}) },`;
  });
  const redirects: Record<string, string> = {};
  for (const page of tree.pages) for (const from of page.redirectFrom ?? []) redirects[from] = page.path;
  modules.set(
    `${VIRTUAL_PREFIX}routes`,
    `export const routes = [\n${routes.join('\n')}\n];\nexport const redirects = ${json(redirects)};\n`,
  );

  for (const page of tree.pages) {
    modules.set(`${VIRTUAL_PREFIX}page/${page.id}`, `export default ${json(resolvePage(page, tree))};\n`);
  }
  return modules;
}
