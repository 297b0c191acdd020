/**
 * The player's state machine (pure): which step of a run is shown and whether it is playing.
 * `idle` before the first step and after a reset, `running` while playing, `paused`, and `finished`
 * at the last step. A step or play at the end does nothing; a step while running pauses first.
 */
export type PlayerStatus = 'idle' | 'running' | 'paused' | 'finished';

export interface PlayerState {
  status: PlayerStatus;
  /** Steps shown so far: 0 … total. */
  step: number;
}

export type PlayerAction =
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'reset' }
  | { type: 'step' }
  /** The timer moves on by `steps` while running. */
  | { type: 'advance'; steps: number }
  /** Straight to the last step (reduced motion, run to the end). */
  | { type: 'finish' };

export const IDLE: PlayerState = { status: 'idle', step: 0 };

/** The next state for `action` in a run of `total` steps. */
export function playerReducer(state: PlayerState, action: PlayerAction, total: number): PlayerState {
  const at = (step: number, moving: boolean): PlayerState => {
    const clamped = Math.max(0, Math.min(total, Math.floor(step)));
    if (clamped >= total) return { status: 'finished', step: total };
    return { status: moving ? 'running' : 'paused', step: clamped };
  };
  switch (action.type) {
    case 'play':
      return state.status === 'finished' ? state : total === 0 ? { status: 'finished', step: 0 } : { status: 'running', step: state.step };
    case 'pause':
      return state.status === 'running' ? { status: 'paused', step: state.step } : state;
    case 'reset':
      return IDLE;
    case 'step':
      return state.status === 'finished' ? state : at(state.step + 1, false);
    case 'advance':
      return state.status === 'running' ? at(state.step + action.steps, true) : state;
    case 'finish':
      return { status: 'finished', step: total };
  }
}

/** Steps per second of each speed; fast ends any run within about five seconds. */
export function stepsPerSecond(speed: Speed, total: number): number {
  switch (speed) {
    case 'slow':
      return 4;
    case 'normal':
      return 20;
    case 'fast':
      return Math.max(100, total / 5);
  }
}

export const SPEEDS = ['slow', 'normal', 'fast'] as const;
export type Speed = (typeof SPEEDS)[number];
