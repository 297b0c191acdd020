// @ts-check
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { issueListBlock, withLatestIssues } from './latestIssues.mjs';
import { markIssueSent, parseIssue, readIssues } from './issues.mjs';
import { csvCell } from './operator.mjs';

const SOURCE = `---
date: '2026-12-01'
subject:
  en: Funding rates, explained
  de: Funding-Raten, erklärt
---
<!-- en -->
Hello **reader**.
<!-- de -->
Hallo.
`;

describe('newsletter issues', () => {
  it('reads subject and body in both languages and the date from an issue file', () => {
    expect(parseIssue('2026-12-funding', SOURCE)).toEqual({
      id: '2026-12-funding',
      date: '2026-12-01',
      subject: { en: 'Funding rates, explained', de: 'Funding-Raten, erklärt' },
      body: { en: 'Hello **reader**.', de: 'Hallo.' },
      sent: null,
    });
  });

  it('names what is wrong in a broken file', () => {
    expect(() => parseIssue('Bad Name', SOURCE)).toThrow(/file name/);
    expect(() => parseIssue('x', SOURCE.replace("date: '2026-12-01'", 'date: soon'))).toThrow(/date/);
    expect(() => parseIssue('x', SOURCE.replace('  de: Funding-Raten, erklärt\n', ''))).toThrow(/subject\.de/);
    expect(() => parseIssue('x', SOURCE.replace('<!-- de -->\nHallo.\n', ''))).toThrow(/de body/);
  });

  it('marks an issue sent and lists only sent issues under "Latest issues", newest first', () => {
    const sent = parseIssue('a', markIssueSent(SOURCE, '2026-12-02'));
    expect(sent.sent).toBe('2026-12-02');
    expect(parseIssue('a', markIssueSent(markIssueSent(SOURCE, '2026-12-02'), '2026-12-03')).sent).toBe('2026-12-03');
    const older = { ...sent, id: 'b', sent: '2026-11-01', subject: { en: 'Older *one*', de: 'Ältere' } };
    const unsent = { ...sent, id: 'c', sent: null };
    expect(issueListBlock([older, unsent, sent])).toEqual({
      en: '- 2 December 2026 — **Funding rates, explained**\n- 1 November 2026 — **Older \\*one\\***\n',
      de: '- 2. Dezember 2026 — **Funding-Raten, erklärt**\n- 1. November 2026 — **Ältere**\n',
    });
    expect(issueListBlock([unsent]).en).toMatch(/^No issue has been sent yet/);
  });

  it('keeps the newsletter page in step with the issue files of specs/newsletter/', async () => {
    const page = fileURLToPath(new URL('../../specs/pages/newsletter.yaml', import.meta.url));
    const source = await readFile(page, 'utf8');
    const issues = await readIssues(fileURLToPath(new URL('../../specs/newsletter/', import.meta.url)));
    expect(withLatestIssues(source, issueListBlock(issues))).toBe(source);
  });

  it('quotes CSV cells and defuses spreadsheet formulas', () => {
    expect(csvCell('a@example.com')).toBe('"a@example.com"');
    expect(csvCell('=HYPERLINK("x")@example.com')).toBe('"\'=HYPERLINK(""x"")@example.com"');
    for (const lead of ['+', '-', '@', '\t', '\r']) expect(csvCell(`${lead}x`)).toBe(`"'${lead}x"`);
  });
});
