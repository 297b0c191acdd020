import type { StepsBlock as StepsBlockSpec } from '../engine/specTypes.generated';
import Markdown from './Markdown';
import { useSpecText } from './useSpecText';
import './StepsBlock.css';

/** Numbered steps as an ordered list; step titles are h3 under the block's h2, else h2. */
export default function StepsBlock({ block }: { block: StepsBlockSpec }) {
  const text = useSpecText();
  const Title = block.heading ? 'h3' : 'h2';
  return (
    <div className="steps-block">
      {block.heading && <h2>{text(block.heading)}</h2>}
      <ol className="steps">
        {block.items.map((step, index) => (
          <li key={index} className="step">
            <Title className="step-title">{text(step.title)}</Title>
            <div className="step-text">
              <Markdown text={text(step.text)} />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
