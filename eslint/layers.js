import path from 'node:path';

/**
 * The layers of src/ and what each may import. Dependencies run one way:
 * finance → engine → ui (with i18n) → newsletter, blocks and extensions → shell → the app's root files.
 * Blocks and extensions never import each other: the shell hands the extension components to the blocks
 * (src/ui/extensionComponents.ts).
 */
export const LAYERS = {
  finance: ['finance'],
  engine: ['finance', 'engine'],
  i18n: ['engine', 'i18n'],
  ui: ['finance', 'engine', 'i18n', 'ui'],
  newsletter: ['engine', 'i18n', 'ui', 'newsletter'],
  blocks: ['finance', 'engine', 'i18n', 'ui', 'newsletter', 'blocks'],
  extensions: ['finance', 'engine', 'i18n', 'ui', 'extensions'],
  shell: ['finance', 'engine', 'i18n', 'ui', 'newsletter', 'blocks', 'extensions', 'shell'],
};

const SRC = path.resolve(import.meta.dirname, '..', 'src');
const isTestFile = (file) => /\.(test|testHelper)\.[cm]?[jt]sx?$/.test(file);

/** The layer of an absolute path under src/ (a file directly in src/ is the app root: undefined). */
function layerOf(file) {
  const relative = path.relative(SRC, file);
  if (relative.startsWith('..') || !relative.includes(path.sep)) return undefined;
  return relative.split(path.sep)[0];
}

/** `layers/direction`: an import that goes against the layer order, or production code importing a test helper. */
const direction = {
  meta: { type: 'problem', schema: [], messages: {
    upward: 'src/{{from}} must not import src/{{to}}: dependencies run finance → engine → ui → blocks and extensions → shell (eslint/layers.js).',
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
      if (!LAYERS[from].includes(to)) context.report({ node: node.source, messageId: 'upward', data: { from, to } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export const layersPlugin = { rules: { direction } };
