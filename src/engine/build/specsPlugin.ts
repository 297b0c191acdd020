import { join, resolve, sep } from 'node:path';
import type { Logger, Plugin, ViteDevServer } from 'vite';
import type { ExtensionManifest } from '../extensionManifest';
import { formatSpecError } from '../specIssue';
import { DATA_MODULES, renderSpecModules, VIRTUAL_PREFIX } from './renderSpecModules';
import { readValidatedRecord, specInputsKey } from './validatedSpecsRecord';
import { validateSpecTree } from './validateSpecs';

const RESOLVED_PREFIX = `\0${VIRTUAL_PREFIX}`;
const EXTENSIONS_MODULE = `${VIRTUAL_PREFIX}extensions`;

/**
 * `virtual:futureslab/extensions`: each extension's name, kind and section, in the order of the list of
 * extensions. The browser's registry pairs them with the list's component loaders, so that it never loads a
 * manifest (descriptions, props schemas and checks are build-time data).
 */
export function extensionIdentitiesModule(manifests: readonly ExtensionManifest[]): string {
  const identities = manifests.map((manifest) => (manifest.kind === 'module' ? { name: manifest.name, kind: manifest.kind, section: manifest.section } : { name: manifest.name, kind: manifest.kind }));
  return `export default ${JSON.stringify(identities)};`;
}

/**
 * A data module (`virtual:futureslab/glossary/<lang>`, `virtual:futureslab/faq/<lang>`) exports one loader,
 * e.g. `loadGlossary()`, that resolves to its JSON value. The server renderer and the dev server get the
 * data inline; the browser build fetches it as a JSON file, so tens of KB of text are data a page reads
 * when it needs them, not script on its first load.
 */
export function dataModule(loader: string, json: string, fileUrl: string | undefined): string {
  if (fileUrl === undefined) return `const data = ${json};\nexport const ${loader} = () => Promise.resolve(data);\n`;
  return [
    `export const ${loader} = () => fetch(${fileUrl}).then((response) => {`,
    `  if (!response.ok) throw new Error(\`${loader}: \${response.status} \${response.url}\`);`,
    '  return response.json();',
    '});',
    '',
  ].join('\n');
}

export interface SpecsPluginOptions {
  /** Folder of the JSON Schemas; default `<root>/schemas` (tests point a fixture tree at the real ones). */
  schemasDir?: string;
  /** The extensions specs may place (src/extensions/extensions.ts). */
  extensions: readonly ExtensionManifest[];
}

function errorReport(lines: string[]): string {
  return `${lines.length} spec error${lines.length === 1 ? '' : 's'}:\n${lines.join('\n')}`;
}

/**
 * The Vite plugin of the spec engine. It validates `specs/` at build start — a production build fails
 * with every formatted error; a build right after `npm run validate` reuses its record instead — and serves `virtual:futureslab/site`, `virtual:futureslab/routes`, `virtual:futureslab/extensions` and one
 * `virtual:futureslab/page/<id>` module per page. In dev it prints errors to the console and shows them
 * in the error overlay, and re-validates and fully reloads when a spec or schema changes.
 */
export function specsPlugin(options: SpecsPluginOptions): Plugin {
  let root = process.cwd();
  let serving = false;
  let logger: Logger | undefined;
  let errors: string[] = [];
  let modules = new Map<string, string>();

  /** A build reuses the tree `npm run validate` recorded for exactly these inputs; true when it did. */
  const reuseRecord = () => {
    const record = readValidatedRecord(root, specInputsKey(root, options.schemasDir ?? join(root, 'schemas')));
    if (!record) return false;
    errors = [];
    modules = new Map(record.modules);
    for (const warning of record.warnings) logger?.warn(`[specs] warning: ${formatSpecError(warning)}`);
    logger?.info(`[specs] ✓ ${record.fileCount} specs valid (validated by npm run validate for these exact files)`);
    return true;
  };

  const revalidate = () => {
    const tree = validateSpecTree(root, { schemasDir: options.schemasDir, extensions: options.extensions });
    errors = tree.errors.map(formatSpecError);
    modules = errors.length === 0 ? renderSpecModules(tree) : new Map();
    for (const warning of tree.warnings) logger?.warn(`[specs] warning: ${formatSpecError(warning)}`);
    if (serving) {
      if (errors.length > 0) logger?.error(`[specs] ${errorReport(errors)}`, { timestamp: true });
      else logger?.info(`[specs] ✓ ${tree.fileCount} specs valid`, { timestamp: true });
    }
  };

  const watchSpecs = (server: ViteDevServer) => {
    const folders = [join(root, 'specs'), join(root, 'schemas')];
    server.watcher.add(folders);
    const onChange = (file: string) => {
      const full = resolve(file);
      if (!folders.some((folder) => full.startsWith(folder + sep)) || !/\.(ya?ml|json)$/.test(full)) return;
      revalidate();
      const graph = server.environments.client.moduleGraph;
      for (const id of graph.idToModuleMap.keys()) {
        const module = id.startsWith(RESOLVED_PREFIX) ? graph.getModuleById(id) : undefined;
        if (module) graph.invalidateModule(module);
      }
      server.ws.send({ type: 'full-reload' });
      if (errors.length > 0) {
        server.ws.send({ type: 'error', err: { message: errorReport(errors), stack: '', plugin: 'futureslab-specs' } });
      }
    };
    server.watcher.on('add', onChange);
    server.watcher.on('change', onChange);
    server.watcher.on('unlink', onChange);
  };

  return {
    name: 'futureslab-specs',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      serving = config.command === 'serve';
      logger = config.logger;
    },
    buildStart() {
      if (serving || !reuseRecord()) revalidate();
      if (errors.length > 0 && !serving) this.error(errorReport(errors));
    },
    configureServer(server) {
      watchSpecs(server);
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : undefined;
    },
    load(id, loadOptions) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      if (id === `\0${EXTENSIONS_MODULE}`) return extensionIdentitiesModule(options.extensions);
      if (errors.length > 0) throw new Error(errorReport(errors));
      const code = modules.get(id.slice(1));
      if (code === undefined) throw new Error(`unknown spec module "${id.slice(1)}"`);
      const data = DATA_MODULES.find(({ prefix }) => id.startsWith(`\0${prefix}`));
      if (data) {
        if (serving || loadOptions?.ssr) return dataModule(data.loader, code, undefined);
        // glossary-en.json, faq-de.json, …
        const name = `${id.slice(`\0${VIRTUAL_PREFIX}`.length).replace('/', '-')}.json`;
        const reference = this.emitFile({ type: 'asset', name, source: code });
        return dataModule(data.loader, code, `import.meta.ROLLUP_FILE_URL_${reference}`);
      }
      return code;
    },
  };
}
