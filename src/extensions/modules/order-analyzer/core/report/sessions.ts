/**
 * Trading sessions by UTC hour (product spec §9): Morning 00–07, EU 07–13, US 13–21, Night 21–24.
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

/** Index into {@link SESSION_KEYS} of a UTC hour 0–23. */
export function sessionIndexOfHour(hour: number): number {
  return hour < 7 ? 0 : hour < 13 ? 1 : hour < 21 ? 2 : 3;
}
