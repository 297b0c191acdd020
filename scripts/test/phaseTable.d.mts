export interface PhaseRow {
  name: string;
  startMs?: number;
  ms: number;
  status?: string;
  note?: string;
}
export function phaseTable(phases: PhaseRow[], totalMs: number): string;
export function browserFileTable(files: { file: string; ms: number; tests: number }[], wallMs: number): string;
