/**
 * `npm run validate`: validates every spec under specs/ (or under `<dir>/specs` with
 * `tsx scripts/validate.ts <dir>`, for example a known-bad fixture). Prints one line per error
 * (`file:line:col path: reason`) and exits 1, or prints a one-line summary. A valid project tree is
 * recorded (src/engine/build/validatedSpecsRecord.ts), so the builds that follow do not validate it again.
 */
import { resolve } from 'node:path';
import { renderSpecModules } from '../src/engine/build/renderSpecModules';
import { specInputsKey, writeValidatedRecord } from '../src/engine/build/validatedSpecsRecord';
import { validateSpecTree } from '../src/engine/build/validateSpecs';
import { formatSpecError } from '../src/engine/specIssue';
import { EXTENSION_MANIFESTS } from '../src/extensions/validatorManifests';

const projectRoot = resolve(import.meta.dirname, '..');
const rootDir = resolve(process.argv[2] ?? projectRoot);
const schemasDir = resolve(projectRoot, 'schemas');
// Hashed before reading the specs: a spec edited during the validation makes the record stale, never wrong.
const key = specInputsKey(rootDir, schemasDir);
const tree = validateSpecTree(rootDir, { schemasDir, extensions: EXTENSION_MANIFESTS });

for (const warning of tree.warnings) console.warn(`warning: ${formatSpecError(warning)}`);

if (tree.errors.length > 0) {
  for (const error of tree.errors) console.error(formatSpecError(error));
  console.error(`✗ ${tree.errors.length} error${tree.errors.length === 1 ? '' : 's'} in specs`);
  process.exit(1);
}

if (rootDir === projectRoot) writeValidatedRecord(rootDir, { key, fileCount: tree.fileCount, warnings: tree.warnings, modules: [...renderSpecModules(tree)] });

const inline = tree.pages.flatMap((page) => page.blocks).filter((block) => block.type === 'calculator' && block.calculator).length;
const calculators = tree.calculators.length + inline;
console.log(`✓ ${tree.fileCount} specs valid (${tree.pages.length} pages, ${calculators} calculators)`);
