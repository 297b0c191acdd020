export interface Step {
  name: string;
  /** How many cores the step keeps busy (more than the machine has counts as all). */
  cores: number;
  /** Steps that must have passed first. */
  needs?: string[];
  run: () => Promise<boolean>;
}

export interface StepResult {
  name: string;
  status: 'passed' | 'failed' | 'skipped';
  startMs: number;
  endMs: number;
  skippedBecause?: string;
}

export function runSchedule(steps: Step[], options: { cores: number; now?: () => number }): Promise<StepResult[]>;
