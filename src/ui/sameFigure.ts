/**
 * Whether two plotly figure parts (data, layout or config) describe the same chart: plain values compared
 * by value, arrays and typed arrays element by element, objects key by key (a key set to `undefined`
 * counts as missing). Functions and other objects compare by identity. Plotly redraws a chart from scratch
 * for any new array it is given, so a chart whose numbers did not change is better not handed to it at all.
 */
export function sameFigure(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (ArrayBuffer.isView(a) || ArrayBuffer.isView(b) || Array.isArray(a) || Array.isArray(b)) return sameSequence(a, b);
  if (Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!sameFigure(left[key], right[key])) return false;
  return true;
}

function sameSequence(a: object, b: object): boolean {
  if (Array.isArray(a) !== Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const left = a as ArrayLike<unknown>;
  const right = b as ArrayLike<unknown>;
  if (left.length !== right.length) return false;
  for (let i = 0; i < left.length; i++) if (!sameFigure(left[i], right[i])) return false;
  return true;
}
