/**
 * Activity of a market by time of day: per UTC hour, per trading session and per weekday × hour, the bar
 * count, the mean absolute return |close / open − 1| of a bar and its mean high–low range (high − low) / open.
 *
 * A bar belongs to the hour and the sessions of its open time (UTC). Sessions are half-open windows of
 * whole UTC hours, [start, end): Tokyo 00–09, London 07–16, New York 13–22, Sydney 21–06 (across
 * midnight) and the London/New York overlap 13–16 — so 06:59 is Tokyo only and 07:00 is Tokyo and London,
 * 21:00 is New York and Sydney, 06:00 is no longer Sydney. These are winter times: daylight saving time
 * shifts each by an hour. A bar may belong to several sessions; every hour of the day lies in at least one.
 * The most active session is the one with the largest mean high–low range (ties: the first in SESSIONS).
 */
import { valueAt } from './valueAt';

export type SessionId = 'tokyo' | 'london' | 'newYork' | 'sydney' | 'overlap';

export interface SessionWindow {
  id: SessionId;
  /** UTC hour the session opens (inclusive). */
  start: number;
  /** UTC hour it closes (exclusive); below `start` for a session across midnight. */
  end: number;
}

export const SESSIONS: readonly SessionWindow[] = [
  { id: 'tokyo', start: 0, end: 9 },
  { id: 'london', start: 7, end: 16 },
  { id: 'newYork', start: 13, end: 22 },
  { id: 'sydney', start: 21, end: 6 },
  { id: 'overlap', start: 13, end: 16 },
];

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Minutes since midnight UTC of a Unix time in ms. */
export function utcMinuteOfDay(timeMs: number): number {
  return Math.floor((((timeMs % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
}

/** Whether a minute of the day (UTC) lies in a session's window [start, end), across midnight where end < start. */
export function inSession(session: SessionWindow, minuteOfDay: number): boolean {
  const from = session.start * 60;
  const to = session.end * 60;
  return from < to ? minuteOfDay >= from && minuteOfDay < to : minuteOfDay >= from || minuteOfDay < to;
}

/** The sessions a time (Unix ms) belongs to, in the order of SESSIONS. */
export function sessionsAt(timeMs: number): SessionId[] {
  const minute = utcMinuteOfDay(timeMs);
  return SESSIONS.filter((session) => inSession(session, minute)).map((session) => session.id);
}

/** Weekday of a Unix time in UTC, 0 = Monday … 6 = Sunday. */
export function utcWeekday(timeMs: number): number {
  return (new Date(timeMs).getUTCDay() + 6) % 7;
}

export interface ActivityCell {
  bars: number;
  /** Mean of |close / open − 1| (a fraction); NaN without bars. */
  meanAbsReturn: number;
  /** Mean of (high − low) / open (a fraction); NaN without bars. */
  meanRange: number;
}

export interface TimeActivity {
  /** Index = UTC hour 0–23. */
  byHour: ActivityCell[];
  bySession: Record<SessionId, ActivityCell>;
  /** [weekday 0 = Monday … 6 = Sunday][UTC hour 0–23]. */
  byWeekdayHour: ActivityCell[][];
  /** The session with the largest mean range; null when no session has a bar. */
  mostActive: SessionId | null;
}

interface Sums {
  bars: number;
  absReturn: number;
  range: number;
}

const emptySums = (): Sums => ({ bars: 0, absReturn: 0, range: 0 });
const cellOf = (sums: Sums): ActivityCell => ({ bars: sums.bars, meanAbsReturn: sums.bars > 0 ? sums.absReturn / sums.bars : NaN, meanRange: sums.bars > 0 ? sums.range / sums.bars : NaN });

export interface OhlcBars {
  time: ArrayLike<number>;
  open: ArrayLike<number>;
  high: ArrayLike<number>;
  low: ArrayLike<number>;
  close: ArrayLike<number>;
}

export function timeActivity(bars: OhlcBars): TimeActivity {
  const hours = Array.from({ length: 24 }, emptySums);
  const grid = Array.from({ length: 7 }, () => Array.from({ length: 24 }, emptySums));
  const sessions = new Map<SessionId, Sums>(SESSIONS.map((session) => [session.id, emptySums()]));
  for (let t = 0; t < bars.time.length; t++) {
    const time = valueAt(bars.time, t);
    const open = valueAt(bars.open, t);
    const absReturn = Math.abs(valueAt(bars.close, t) / open - 1);
    const range = (valueAt(bars.high, t) - valueAt(bars.low, t)) / open;
    if (!Number.isFinite(time) || !Number.isFinite(absReturn) || !Number.isFinite(range)) continue;
    const minute = utcMinuteOfDay(time);
    const add = (sums: Sums | undefined) => {
      if (!sums) return;
      sums.bars += 1;
      sums.absReturn += absReturn;
      sums.range += range;
    };
    const hour = Math.floor(minute / 60);
    add(hours[hour]);
    add(grid[utcWeekday(time)]?.[hour]);
    for (const session of SESSIONS) if (inSession(session, minute)) add(sessions.get(session.id));
  }
  const bySession = Object.fromEntries(SESSIONS.map((session) => [session.id, cellOf(sessions.get(session.id) ?? emptySums())])) as Record<SessionId, ActivityCell>;
  let mostActive: SessionId | null = null;
  for (const session of SESSIONS) {
    const range = bySession[session.id].meanRange;
    if (Number.isFinite(range) && (mostActive === null || range > bySession[mostActive].meanRange)) mostActive = session.id;
  }
  return { byHour: hours.map(cellOf), bySession, byWeekdayHour: grid.map((row) => row.map(cellOf)), mostActive };
}
