/**
 * Trading sessions by UTC hour: Morning 00–07, EU 07–13, US 13–21, Night 21–24.
 * A trade belongs to the session of its closing time.
 */
export const SESSION_KEYS = ['morning', 'eu', 'us', 'night'] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

/** Index into {@link SESSION_KEYS} of a UTC hour 0–23. */
export function sessionIndexOfHour(hour: number): number {
  return hour < 7 ? 0 : hour < 13 ? 1 : hour < 21 ? 2 : 3;
}
