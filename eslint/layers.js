import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '..', 'src');

/**
 * The layers of src/ and what each may import. Dependencies run one way:
 * finance → market → engine → ui (with i18n) → newsletter, blocks and extensions → shell → the app's root files.
 * Blocks and extensions never import each other: the shell hands the extension components to the blocks
 * (src/ui/extensionComponents.ts).
 */
export const LAYERS = {
  finance: ['finance'],
  market: ['finance', 'market'],
  engine: ['finance', 'market', 'engine'],
  i18n: ['engine', 'i18n'],
  ui: ['finance', 'market', 'engine', 'i18n', 'ui'],
  newsletter: ['engine', 'i18n', 'ui', 'newsletter'],
  blocks: ['finance', 'market', 'engine', 'i18n', 'ui', 'newsletter', 'blocks'],
  extensions: ['finance', 'market', 'engine', 'i18n', 'ui', 'extensions'],
  shell: ['finance', 'market', 'engine', 'i18n', 'ui', 'newsletter', 'blocks', 'extensions', 'shell'],
};

/**
 * Inside src/extensions/ the families — `addons`, each `modules/<name>`, `simulators`, `lab` — never import
 * each other, so one extension can change or go without touching another. `shared` sits below every family
 * and imports none; the root files (`extensions.ts`, `defineExtension.ts`, `registry.ts`, `validatorManifests.ts`) sit above all of them and nothing there
 * imports them back. A file directly in `modules/` belongs to no module.
 */
const EXTENSIONS = path.join('extensions', path.sep);

/** The extension family of an absolute path under src/extensions/: 'shared', 'lab', 'modules/<name>', …; 'root' for the list files. */
export function extensionFamilyOf(file) {
  const relative = path.relative(SRC, file);
  if (!relative.startsWith(EXTENSIONS)) return undefined;
  const parts = relative.split(path.sep).slice(1);
  if (parts.length === 1) return 'root';
  if (parts[0] === 'modules') return parts.length > 2 ? `modules/${parts[1]}` : 'modules';
  return parts[0];
}

/** Why `from` may not import `to` (two extension families), or undefined when it may. */
export function extensionImportProblem(from, to) {
  if (from === undefined || to === undefined || from === to || from === 'root') return undefined;
  if (to === 'root') return 'extensionRoot';
  if (from === 'shared') return 'sharedUp';
  if (to === 'shared') return undefined;
  return 'family';
}

const isTestFile = (file) => /\.(test|testHelper)\.[cm]?[jt]sx?$/.test(file);

/** The layer of an absolute path under src/ (a file directly in src/ is the app root: undefined). */
export function layerOf(file) {
  const relative = path.relative(SRC, file);
  if (relative.startsWith('..') || !relative.includes(path.sep)) return undefined;
  return relative.split(path.sep)[0];
}

/** `layers/direction`: an import that goes against the layer order, or production code importing a test helper. */
const direction = {
  meta: { type: 'problem', schema: [], messages: {
    upward: 'src/{{from}} must not import src/{{to}}: dependencies run finance → market → engine → ui → blocks and extensions → shell (eslint/layers.js).',
    family: 'src/extensions/{{from}} must not import src/extensions/{{to}}: extension families never import each other; move what both need to src/extensions/shared or below (eslint/layers.js).',
    sharedUp: 'src/extensions/shared must not import src/extensions/{{to}}: shared code sits below every extension family (eslint/layers.js).',
    extensionRoot: 'src/extensions/{{from}} must not import the extension list files (src/extensions/extensions.ts, defineExtension.ts, registry.ts, validatorManifests.ts): they sit above every family (eslint/layers.js).',
    testHelper: 'Production code must not import a test helper ({{source}}).',
  } },
  create(context) {
    const file = context.filename;
    if (isTestFile(file)) return {};
    const from = layerOf(file);
    const check = (node) => {
      const source = node.source && node.source.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      if (isTestFile(target) || /\.testHelper$/.test(target)) {
        context.report({ node: node.source, messageId: 'testHelper', data: { source } });
        return;
      }
      const to = layerOf(target);
      if (from === undefined || to === undefined || !(from in LAYERS)) return;
      if (!LAYERS[from].includes(to)) {
        context.report({ node: node.source, messageId: 'upward', data: { from, to } });
        return;
      }
      const fromFamily = extensionFamilyOf(file);
      const toFamily = extensionFamilyOf(target);
      const problem = extensionImportProblem(fromFamily, toFamily);
      if (problem) context.report({ node: node.source, messageId: problem, data: { from: fromFamily, to: toFamily } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export const layersPlugin = { rules: { direction } };
