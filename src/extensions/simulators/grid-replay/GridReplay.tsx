import SimulatorPlayer from '../kit/SimulatorPlayer';
import { gridReplayDefinition } from './definition';

/** Module `grid-replay`: the grid's Random-Walk Replay in the shared simulator player. */
export default function GridReplay() {
  return <SimulatorPlayer definition={gridReplayDefinition} />;
}
