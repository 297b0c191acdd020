// @ts-check
import { readFile, writeFile } from 'node:fs/promises';
import { parseDocument } from 'yaml';
import { readIssues } from './issues.mjs';

const NONE = {
  en: 'No issue has been sent yet. Once the first one has gone out to subscribers, it appears here — only issues that were really sent are listed.\n',
  de: 'Es wurde noch keine Ausgabe verschickt. Sobald die erste an die Abonnentinnen und Abonnenten gegangen ist, erscheint sie hier – aufgeführt werden nur Ausgaben, die wirklich verschickt wurden.\n',
};

/**
 * The text of the "Latest issues" block of /newsletter: the sent issues (newest first, at most
 * `limit`) with their send date and subject, or the note that none was sent yet.
 * @param {import('./issues.mjs').NewsletterIssue[]} issues
 * @param {number} [limit]
 * @returns {{ en: string, de: string }}
 */
export function issueListBlock(issues, limit = 12) {
  const sent = issues.filter((issue) => issue.sent).sort((a, b) => String(b.sent).localeCompare(String(a.sent)) || b.date.localeCompare(a.date)).slice(0, limit);
  if (sent.length === 0) return NONE;
  /** @param {'en' | 'de'} lang */
  const list = (lang) => `${sent.map((issue) => `- ${formatDate(String(issue.sent), lang)} — **${issue.subject[lang].replace(/([*_`[\]\\])/g, '\\$1')}**`).join('\n')}\n`;
  return { en: list('en'), de: list('de') };
}

/** @param {string} iso YYYY-MM-DD @param {'en' | 'de'} lang */
function formatDate(iso, lang) {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).toLocaleDateString(lang === 'de' ? 'de-DE' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/**
 * Rewrites the body of the `latest-issues` block of the newsletter page spec from the issue
 * files, keeping the rest of the file (comments included) as it is.
 * @param {string} issuesDir
 * @param {string} pageFile
 * @returns {Promise<boolean>} whether the file changed
 */
export async function updateLatestIssues(issuesDir, pageFile) {
  const source = await readFile(pageFile, 'utf8');
  const next = withLatestIssues(source, issueListBlock(await readIssues(issuesDir)));
  if (next === source) return false;
  await writeFile(pageFile, next);
  return true;
}

/**
 * @param {string} source the page spec
 * @param {{ en: string, de: string }} body
 */
export function withLatestIssues(source, body) {
  const doc = parseDocument(source);
  const blocks = /** @type {import('yaml').YAMLSeq} */ (doc.get('blocks'));
  const index = blocks.items.findIndex((item) => /** @type {import('yaml').YAMLMap} */ (item).get('id') === 'latest-issues');
  if (index === -1) throw new Error('the newsletter page has no block with id latest-issues');
  for (const lang of /** @type {const} */ (['en', 'de'])) {
    if (doc.getIn(['blocks', index, 'body', lang]) === body[lang]) continue;
    doc.setIn(['blocks', index, 'body', lang], body[lang]);
  }
  return doc.toString({ lineWidth: 0 });
}
