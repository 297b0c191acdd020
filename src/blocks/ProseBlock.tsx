import type { ProseBlock as ProseBlockSpec } from '../engine/specTypes.generated';
import Markdown from './Markdown';
import { useSpecText } from './useSpecText';
import './ProseBlock.css';

/** A prose section: an optional h2 and a body in the Markdown subset. */
export default function ProseBlock({ block }: { block: ProseBlockSpec }) {
  const text = useSpecText();
  return (
    <div className="prose">
      {block.heading && <h2>{text(block.heading)}</h2>}
      <Markdown text={text(block.body)} />
    </div>
  );
}
