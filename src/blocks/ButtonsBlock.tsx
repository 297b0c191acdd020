import type { ButtonsBlock as ButtonsBlockSpec } from '../engine/specTypes.generated';
import SmartLink from './SmartLink';
import './ButtonsBlock.css';

/** A row of link buttons; links without a `variant` render as secondary buttons. */
export default function ButtonsBlock({ block }: { block: ButtonsBlockSpec }) {
  return (
    <ul className="button-row" role="list">
      {block.items.map((link, index) => (
        <li key={index}>
          <SmartLink link={{ variant: 'secondary', ...link }} />
        </li>
      ))}
    </ul>
  );
}
