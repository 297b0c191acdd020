/**
 * Small dense linear algebra for the portfolio functions (a handful of assets): matrices are arrays of
 * rows. Plain loops, no library, so the numbers are the same in every browser and in Node.
 */

export type Matrix = number[][];

/** Row i, column j of a matrix (0 outside). */
export function at(matrix: readonly (readonly number[])[], i: number, j: number): number {
  return matrix[i]?.[j] ?? 0;
}

/** A·v. */
export function matVec(matrix: readonly (readonly number[])[], vector: readonly number[]): number[] {
  return matrix.map((row) => row.reduce((sum, value, j) => sum + value * (vector[j] ?? 0), 0));
}

/** a·b. */
export function dot(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] ?? 0) * (b[i] ?? 0);
  return sum;
}

/** v'·A·v. */
export function quadraticForm(matrix: readonly (readonly number[])[], vector: readonly number[]): number {
  return dot(vector, matVec(matrix, vector));
}

/**
 * The lower-triangular Cholesky factor L of a symmetric positive-definite matrix (A = L·L'), or null
 * when A is not positive definite (a pivot ≤ 0).
 */
export function cholesky(matrix: readonly (readonly number[])[]): Matrix | null {
  const n = matrix.length;
  const lower: Matrix = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    const row = lower[i] as number[];
    for (let j = 0; j <= i; j++) {
      const other = lower[j] as number[];
      let sum = at(matrix, i, j);
      for (let k = 0; k < j; k++) sum -= (row[k] ?? 0) * (other[k] ?? 0);
      if (i === j) {
        if (!(sum > 0)) return null;
        row[i] = Math.sqrt(sum);
      } else {
        row[j] = sum / (other[j] ?? 1);
      }
    }
  }
  return lower;
}

/**
 * The solution x of A·x = b by Gaussian elimination with partial pivoting, or null when A is singular
 * (a pivot below 1e-14 of the largest entry).
 */
export function solveLinear(matrix: readonly (readonly number[])[], rhs: readonly number[]): number[] | null {
  const n = rhs.length;
  const a = matrix.map((row, i) => [...row.slice(0, n), rhs[i] ?? 0]);
  let scale = 0;
  for (const row of a) for (let j = 0; j < n; j++) scale = Math.max(scale, Math.abs(row[j] ?? 0));
  if (!(scale > 0)) return null;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(at(a, r, col)) > Math.abs(at(a, pivot, col))) pivot = r;
    if (Math.abs(at(a, pivot, col)) < 1e-14 * scale) return null;
    [a[col], a[pivot]] = [a[pivot] as number[], a[col] as number[]];
    const top = a[col] as number[];
    for (let r = col + 1; r < n; r++) {
      const row = a[r] as number[];
      const factor = (row[col] ?? 0) / (top[col] ?? 1);
      if (factor === 0) continue;
      for (let c = col; c <= n; c++) row[c] = (row[c] ?? 0) - factor * (top[c] ?? 0);
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    const row = a[r] as number[];
    let sum = row[n] ?? 0;
    for (let c = r + 1; c < n; c++) sum -= (row[c] ?? 0) * (x[c] ?? 0);
    x[r] = sum / (row[r] ?? 1);
  }
  return x;
}
