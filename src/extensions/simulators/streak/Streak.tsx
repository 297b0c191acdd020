import SimulatorPlayer from '../kit/SimulatorPlayer';
import { streakDefinition } from './definition';

/** Module `streak` in the shared simulator player. */
export default function Streak() {
  return <SimulatorPlayer definition={streakDefinition} />;
}
