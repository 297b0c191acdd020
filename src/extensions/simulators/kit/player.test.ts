import { describe, expect, it } from 'vitest';
import { IDLE, playerReducer, stepsPerSecond, type PlayerAction, type PlayerState } from './player';

function run(actions: PlayerAction[], total: number, from: PlayerState = IDLE): PlayerState {
  return actions.reduce((state, action) => playerReducer(state, action, total), from);
}

describe('the simulator player', () => {
  it('steps from idle, pauses after each step and finishes at the last one', () => {
    expect(run([{ type: 'step' }], 3)).toEqual({ status: 'paused', step: 1 });
    expect(run([{ type: 'step' }, { type: 'step' }, { type: 'step' }], 3)).toEqual({ status: 'finished', step: 3 });
    expect(run([{ type: 'step' }, { type: 'step' }, { type: 'step' }, { type: 'step' }], 3)).toEqual({ status: 'finished', step: 3 });
  });

  it('plays, advances only while running, pauses and resumes where it stopped', () => {
    const playing = run([{ type: 'play' }, { type: 'advance', steps: 4 }], 10);
    expect(playing).toEqual({ status: 'running', step: 4 });
    const paused = run([{ type: 'pause' }, { type: 'advance', steps: 3 }], 10, playing);
    expect(paused).toEqual({ status: 'paused', step: 4 });
    expect(run([{ type: 'play' }, { type: 'advance', steps: 2.7 }], 10, paused)).toEqual({ status: 'running', step: 6 });
    expect(run([{ type: 'play' }, { type: 'advance', steps: 50 }], 10, paused)).toEqual({ status: 'finished', step: 10 });
  });

  it('a step while running pauses one step further; reset goes back to idle; finish jumps to the end', () => {
    expect(run([{ type: 'play' }, { type: 'advance', steps: 2 }, { type: 'step' }], 10)).toEqual({ status: 'paused', step: 3 });
    expect(run([{ type: 'play' }, { type: 'advance', steps: 2 }, { type: 'reset' }], 10)).toEqual(IDLE);
    expect(run([{ type: 'finish' }], 10)).toEqual({ status: 'finished', step: 10 });
    expect(run([{ type: 'finish' }, { type: 'play' }], 10)).toEqual({ status: 'finished', step: 10 });
    expect(run([{ type: 'play' }], 0)).toEqual({ status: 'finished', step: 0 });
  });

  it('fast ends a long run within about five seconds; slow and normal keep their pace', () => {
    expect(stepsPerSecond('slow', 1000)).toBe(4);
    expect(stepsPerSecond('normal', 1000)).toBe(20);
    expect(stepsPerSecond('fast', 100)).toBe(100);
    expect(1_000_000 / stepsPerSecond('fast', 1_000_000)).toBe(5);
  });
});
