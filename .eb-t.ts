import { validateSpecTree } from './src/engine/build/validateSpecs';
import { formatSpecError } from './src/engine/specIssue';
const t0 = Date.now();
const r = validateSpecTree(process.argv[2] ?? '.', { schemasDir: 'schemas' });
for (const e of r.errors) console.log(formatSpecError(e));
console.log(r.fileCount, r.pages.length, r.calculators.length, Date.now() - t0, 'ms');
