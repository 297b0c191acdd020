import type { AccordionBlock as AccordionBlockSpec } from '../engine/specTypes.generated';
import Markdown from './Markdown';
import { useSpecText } from './useSpecText';
import './AccordionBlock.css';

/**
 * Questions and answers as native `<details>` elements: keyboard operable without script, each item
 * opens and closes on its own, and the browser opens an item when find-in-page lands inside it.
 */
export default function AccordionBlock({ block }: { block: AccordionBlockSpec }) {
  const text = useSpecText();
  return (
    <div className="accordion">
      {block.heading && <h2>{text(block.heading)}</h2>}
      {block.items.map((item, index) => (
        <details key={index} className="accordion-item">
          <summary className="accordion-summary">{text(item.title)}</summary>
          <div className="accordion-body">
            <Markdown text={text(item.body)} />
          </div>
        </details>
      ))}
    </div>
  );
}
