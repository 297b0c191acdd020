import type { ModuleProps } from '../../../engine/extensionProps';
import SimulatorPlayer from '../kit/SimulatorPlayer';
import { gridReplayDefinition } from './definition';

/** Module `grid-replay`: the grid's Random-Walk Replay in the shared simulator player, starting from the page's grid designer when its block says `from`. */
export default function GridReplay({ from }: ModuleProps) {
  return <SimulatorPlayer definition={gridReplayDefinition} from={from} />;
}
