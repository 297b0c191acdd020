import SimulatorPlayer from '../kit/SimulatorPlayer';
import { antiMartingaleSimDefinition } from './definition';

/** Module `anti-martingale-sim` in the shared simulator player. */
export default function AntiMartingaleSim() {
  return <SimulatorPlayer definition={antiMartingaleSimDefinition} />;
}
