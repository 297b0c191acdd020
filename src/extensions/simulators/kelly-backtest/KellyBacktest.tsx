import SimulatorPlayer from '../kit/SimulatorPlayer';
import { kellyBacktestDefinition } from './definition';

/** Module `kelly-backtest` in the shared simulator player. */
export default function KellyBacktest() {
  return <SimulatorPlayer definition={kellyBacktestDefinition} />;
}
