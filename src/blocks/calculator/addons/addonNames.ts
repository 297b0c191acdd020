/**
 * The calculator add-on names registered in ./registry.ts, without importing React or the add-ons: the
 * spec validator (Node) refuses an `addons[].name` that is not in this list. registry.test.ts keeps both in step.
 */
export const ADDON_NAMES: readonly string[] = ['pnl-monte-carlo', 'size-presets', 'ohlc-atr-import'];
