/**
 * Web Worker of the simulator kit: computes one large run (≥ WORKER_MIN_STEPS steps) off the main
 * thread, so the page keeps answering input. Message in: {@link SimulationRequest}; message out: a
 * worker-job answer (src/ui/useWorkerJob.ts) whose series buffers are transferred, not copied.
 */
import type { WorkerAnswer } from '../../ui/useWorkerJob';
import { isSimulatorId, SIMULATION_RUNNERS } from './runners';
import type { ParamValues, SimulationTrace } from './kit/simulation';

export interface SimulationRequest {
  id: number;
  job: { simulator: string; params: ParamValues };
}

// The worker's global scope, typed without pulling the WebWorker lib into the DOM project.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SimulationRequest>) => void) | null;
  postMessage: (message: WorkerAnswer<SimulationTrace>, transfer: Transferable[]) => void;
};

scope.onmessage = (event) => {
  const { id, job } = event.data;
  try {
    if (!isSimulatorId(job.simulator)) throw new Error(`unknown simulator "${job.simulator}"`);
    const result = SIMULATION_RUNNERS[job.simulator](job.params);
    scope.postMessage({ id, ok: true, result }, [...Object.values(result.series), ...Object.values(result.events).map((table) => table.data)].map((array) => array.buffer));
  } catch (error) {
    scope.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) }, []);
  }
};
