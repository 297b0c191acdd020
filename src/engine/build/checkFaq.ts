import type { SpecIssue } from '../specIssue';
import type { FaqSpec } from '../specTypes.generated';

/**
 * The checks of a schema-valid FAQ beyond its schema: every group and question id is a distinct anchor on
 * the FAQ page (a repeated id would open or scroll to the wrong question). The page each answer names
 * (`to`) and the links and term references inside answers are checked with every other link.
 */
export function checkFaq(faq: FaqSpec): SpecIssue[] {
  const issues: SpecIssue[] = [];
  const firstUse = new Map<string, string>();
  const claim = (id: string, path: (string | number)[], what: string) => {
    const first = firstUse.get(id);
    if (first) issues.push({ path, message: `the id "${id}" is already used by ${first}: every group and question needs its own anchor` });
    else firstUse.set(id, what);
  };
  faq.groups.forEach((group, g) => {
    claim(group.id, ['groups', g, 'id'], `the group "${group.id}"`);
    group.questions.forEach((question, q) => claim(question.id, ['groups', g, 'questions', q, 'id'], `a question of the group "${group.id}"`));
  });
  return issues;
}
