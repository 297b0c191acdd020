import type { Lang } from '../localize';
import type { FaqSpec, LocalizedText } from '../specTypes.generated';

/** One question of the FAQ in one language, as the FAQ page shows it. */
export interface FaqQuestionEntry {
  /** Its anchor on the FAQ page (`/faq#what-is-liquidation`). */
  id: string;
  question: string;
  /** Markdown. */
  answer: string;
  /** The page that explains more, and its title in this language. */
  page: { to: string; title: string };
}

/** One group of questions in one language. */
export interface FaqGroupEntry {
  /** Its anchor on the FAQ page (the group heading's id). */
  id: string;
  title: string;
  questions: FaqQuestionEntry[];
}

/**
 * The FAQ in one language, in the order of the spec. `titleOf` gives a page's title by path; an anchor in
 * `to` is kept in the link.
 */
export function faqEntries(faq: FaqSpec, lang: Lang, titleOf: (path: string) => LocalizedText | undefined): FaqGroupEntry[] {
  return faq.groups.map((group) => ({
    id: group.id,
    title: group.title[lang],
    questions: group.questions.map((question) => {
      const path = question.to.split('#', 1)[0] ?? question.to;
      return { id: question.id, question: question.question[lang], answer: question.answer[lang], page: { to: question.to, title: titleOf(path)?.[lang] ?? path } };
    }),
  }));
}
