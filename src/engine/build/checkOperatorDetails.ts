import type { SpecIssue } from '../specIssue';

/** A value still to be replaced: text in square brackets, or an address at a reserved example domain. */
function isPlaceholder(value: string): boolean {
  return /^\s*\[.*\]\s*$/.test(value) || /@(?:[\w-]+\.)*(?:example\.(?:com|org|net)|invalid)$/i.test(value.trim());
}

/**
 * Warnings for operator details in specs/site.yaml that are still placeholders. The imprint and the
 * privacy policy show them, and a live site must name its operator and controller, so every
 * placeholder is reported (as a warning: a preview or a test build may still run with them).
 */
export function checkOperatorDetails(siteData: unknown): SpecIssue[] {
  const operator = (siteData as { operator?: unknown } | undefined)?.operator;
  if (typeof operator !== 'object' || operator === null) return [];
  const issues: SpecIssue[] = [];
  for (const [key, value] of Object.entries(operator)) {
    const texts: [(string | number)[], unknown][] =
      typeof value === 'object' && value !== null ? Object.entries(value).map(([lang, text]) => [[key, lang], text]) : [[[key], value]];
    for (const [path, text] of texts) {
      if (typeof text === 'string' && isPlaceholder(text)) {
        issues.push({ path: ['operator', ...path], message: `placeholder "${text}": fill in the operator's real details before the site goes live (shown on /imprint and /privacy)` });
      }
    }
  }
  return issues;
}
