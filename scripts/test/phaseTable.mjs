// @ts-check
/**
 * The table of phase times that `npm test` prints at its end: the install phases `.ci/run` measured, each
 * step of the run with its start, duration and outcome, and each browser-test file's share of the browser
 * tests' worker time.
 */

/**
 * @typedef {{ name: string, startMs?: number, ms: number, status?: string, note?: string }} PhaseRow
 */

/** @param {number} ms */
function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * @param {string[]} header
 * @param {string[][]} rows
 * @param {('left' | 'right')[]} align
 */
function table(header, rows, align) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (/** @type {string[]} */ cells) =>
    `| ${cells.map((cell, column) => (align[column] === 'right' ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0))).join(' | ')} |`;
  return [line(header), `|${widths.map((width, column) => (align[column] === 'right' ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`, ...rows.map(line)].join('\n');
}

/**
 * @param {PhaseRow[]} phases in the order they ran
 * @param {number} totalMs the wall time of everything in `phases`
 */
export function phaseTable(phases, totalMs) {
  const rows = phases.map((phase) => [phase.name, phase.startMs === undefined ? '' : seconds(phase.startMs), seconds(phase.ms), phase.status ?? '', phase.note ?? '']);
  rows.push(['total (wall)', '', seconds(totalMs), '', '']);
  return table(['phase', 'starts at', 'took', 'result', 'note'], rows, ['left', 'right', 'right', 'left', 'left']);
}

/**
 * @param {{ file: string, ms: number, tests: number }[]} files the browser tests' time per file (summed over its tests)
 * @param {number} wallMs the browser tests' wall time
 */
export function browserFileTable(files, wallMs) {
  const total = files.reduce((sum, file) => sum + file.ms, 0);
  const sorted = [...files].sort((a, b) => b.ms - a.ms || a.file.localeCompare(b.file));
  const rows = sorted.map((file) => [file.file, String(file.tests), seconds(file.ms), total > 0 ? `${((100 * file.ms) / total).toFixed(1)} %` : '–']);
  rows.push([`all ${files.length} files (worker time; wall ${seconds(wallMs)})`, String(files.reduce((sum, file) => sum + file.tests, 0)), seconds(total), '100 %']);
  return table(['browser-test file', 'tests', 'time', 'share'], rows, ['left', 'right', 'right', 'right']);
}
