import type { NewsletterBlock as NewsletterBlockSpec } from '../engine/specTypes.generated';
import { NewsletterForm } from '../newsletter/NewsletterForm';

/** The `newsletter` block: the newsletter form in a section ('tabs' unless the spec says 'compact'). */
export default function NewsletterBlock({ block }: { block: NewsletterBlockSpec }) {
  return (
    <section className="newsletter-block">
      <NewsletterForm variant={block.variant ?? 'tabs'} />
    </section>
  );
}
