// @ts-check
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';

/**
 * One newsletter issue as authored in `specs/newsletter/<id>.md`: YAML front matter (date,
 * subject in both languages, `sent` once it went out) and a Markdown body per language, each
 * starting at a line `<!-- en -->` or `<!-- de -->`. The file name (without `.md`) is the id.
 * @typedef {object} NewsletterIssue
 * @property {string} id
 * @property {string} date YYYY-MM-DD
 * @property {{ en: string, de: string }} subject
 * @property {{ en: string, de: string }} body
 * @property {string | null} sent YYYY-MM-DD when it was queued for the subscribers
 */

const ID = /^[a-z0-9][a-z0-9-]{0,80}$/;

/**
 * Parses an issue file; throws with the file name and what is wrong.
 * @param {string} id
 * @param {string} source
 * @returns {NewsletterIssue}
 */
export function parseIssue(id, source) {
  const where = `specs/newsletter/${id}.md`;
  if (!ID.test(id)) throw new Error(`${where}: the file name must be lower-case letters, digits and dashes`);
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${where}: front matter (--- … ---) expected`);
  const meta = parse(match[1] ?? '') ?? {};
  const date = String(meta.date ?? '');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`${where}: date: YYYY-MM-DD expected`);
  const subject = meta.subject ?? {};
  for (const lang of ['en', 'de']) {
    if (typeof subject[lang] !== 'string' || !subject[lang].trim()) throw new Error(`${where}: subject.${lang} is missing`);
    if (/[\r\n]/.test(subject[lang])) throw new Error(`${where}: subject.${lang} must be one line`);
  }
  const body = { en: '', de: '' };
  let current = /** @type {'en' | 'de' | null} */ (null);
  for (const line of (match[2] ?? '').split(/\r?\n/)) {
    const marker = /^<!--\s*(en|de)\s*-->\s*$/.exec(line);
    if (marker) {
      current = /** @type {'en' | 'de'} */ (marker[1]);
      continue;
    }
    if (current) body[current] += `${line}\n`;
    else if (line.trim()) throw new Error(`${where}: text before the first <!-- en --> or <!-- de --> line`);
  }
  for (const lang of /** @type {const} */ (['en', 'de'])) {
    body[lang] = body[lang].trim();
    if (!body[lang]) throw new Error(`${where}: the ${lang} body is missing (a line <!-- ${lang} --> before it)`);
  }
  const sent = meta.sent === undefined || meta.sent === null ? null : String(meta.sent);
  if (sent !== null && !/^\d{4}-\d{2}-\d{2}$/.test(sent)) throw new Error(`${where}: sent: YYYY-MM-DD expected`);
  return { id, date, subject: { en: subject.en.trim(), de: subject.de.trim() }, body, sent };
}

/**
 * Every issue of a folder, newest date first.
 * @param {string} dir
 * @returns {Promise<NewsletterIssue[]>}
 */
export async function readIssues(dir) {
  let names;
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.md') && name !== 'README.md');
  } catch {
    return [];
  }
  const issues = await Promise.all(names.map(async (name) => parseIssue(name.slice(0, -3), await readFile(path.join(dir, name), 'utf8'))));
  return issues.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}

/**
 * The source of an issue file with `sent: <date>` set in its front matter.
 * @param {string} source
 * @param {string} date YYYY-MM-DD
 */
export function markIssueSent(source, date) {
  return source.replace(/^---\r?\n([\s\S]*?)\r?\n---/, (_all, meta) => `---\n${String(meta).replace(/^sent:.*\r?\n?/m, '').trimEnd()}\nsent: '${date}'\n---`);
}
