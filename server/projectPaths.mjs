// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folders, found from this file rather than from the working directory, so the
 * server and `npm run newsletter` use the same files wherever they are started from. Paths an
 * operator types (flags, environment variables) stay relative to the working directory.
 */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The default data folder: the SQLite database and the mail outbox. */
export const DEFAULT_DATA_DIR = path.join(PROJECT_ROOT, '.data');

/** The built site. */
export const DEFAULT_DIST_DIR = path.join(PROJECT_ROOT, 'dist');

/** The specs: newsletter issues in `newsletter/`, the newsletter page in `pages/newsletter.yaml`. */
export const DEFAULT_SPECS_DIR = path.join(PROJECT_ROOT, 'specs');
