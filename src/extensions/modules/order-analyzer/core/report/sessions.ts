/**
 * Trading sessions by UTC hour: Morning 00–07, EU 07–13, US 13–21, Night 21–24.
 * A trade belongs to the session of its closing time.
 */
export const SESSION_KEYS = ['morning', 'eu', 'us', 'night'] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

/** The session's first and last-exclusive UTC hour. */
export const SESSION_HOURS: Readonly<Record<SessionKey, readonly [number, number]>> = {
  morning: [0, 7],
  eu: [7, 13],
  us: [13, 21],
  night: [21, 24],
};

/** Index into {@link SESSION_KEYS} of a UTC hour 0–23: the session whose hours contain it. */
export function sessionIndexOfHour(hour: number): number {
  return SESSION_KEYS.findIndex((key) => hour < SESSION_HOURS[key][1]);
}
