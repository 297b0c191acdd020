import type { EvaluatedTable } from '../../engine/evaluateCalculator';
import { formatValue } from '../../engine/formatNumber';
import { interpolate, type Lang } from '../../engine/localize';
import type { ResultTable as ResultTableSpec } from '../../engine/specTypes.generated';

export interface ResultTableProps {
  table: ResultTableSpec;
  evaluated: EvaluatedTable | undefined;
  idPrefix: string;
  lang: Lang;
  /** Text of every symbol, for units and row labels. */
  texts: Record<string, string>;
  localize: (text: { en: string; de: string }) => string;
  /** The id of the calculator's heading, if it has one: the table's region is named by it and the caption. */
  titleId?: string;
}

/**
 * A result table of a calculator (`tables[]` in the spec): a captioned `<table>` in a focusable,
 * horizontally scrollable region. Row and column headers are `<th scope>`; each computed cell is
 * `<output name="<tableId>.<rowId>.<columnId>" data-value="RAW">` (ARCHITECTURE.md DOM contract:
 * RAW = String(x), empty and '—' when not computable), named by its row and column headers.
 */
export default function ResultTable({ table, evaluated, idPrefix, lang, texts, localize, titleId }: ResultTableProps) {
  if (!evaluated?.visible) return null;
  const id = `${idPrefix}-table-${table.id}`;
  const captionId = `${id}-caption`;
  // A repeated table shows its one row template once per evaluated row ('0', '1', …), with the index in the label.
  const template = table.rows[0];
  const rows = (
    table.repeat && template
      ? Object.keys(evaluated.rows).map((key) => ({ key, spec: template, labelTexts: { ...texts, [table.repeat?.index ?? '']: key } }))
      : table.rows.map((row) => ({ key: row.id, spec: row, labelTexts: texts }))
  ).filter((row) => evaluated.rows[row.key]?.visible !== false);
  return (
    <div className="calc-table">
      {/* Two calculators of a page may title a table alike ("P&L at expiry"): the calculator's heading in the
          region's name keeps every region of the page distinct for a screen reader's list of landmarks. */}
      <div className="calc-table-scroll" role="region" tabIndex={0} aria-labelledby={titleId ? `${titleId} ${captionId}` : captionId}>
        <table>
          <caption id={captionId}>{localize(table.title)}</caption>
          <thead>
            <tr>
              {table.rowHeader ? (
                <th scope="col" id={`${id}-corner`}>
                  {localize(table.rowHeader)}
                </th>
              ) : (
                <td />
              )}
              {table.columns.map((column) => (
                <th scope="col" key={column.id} id={`${id}-col-${column.id}`}>
                  {localize(column.label)}
                  {column.unit ? <span className="calc-unit"> ({interpolate(column.unit, texts)})</span> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const rowHeaderId = `${id}-row-${row.key}`;
              const cells = evaluated.rows[row.key]?.cells ?? {};
              return (
                <tr key={row.key}>
                  <th scope="row" id={rowHeaderId}>
                    {interpolate(localize(row.spec.label), row.labelTexts)}
                  </th>
                  {table.columns.map((column) => {
                    if (!(column.id in cells)) return <td key={column.id} />;
                    const value = cells[column.id] ?? null;
                    return (
                      <td key={column.id}>
                        <output name={`${table.id}.${row.key}.${column.id}`} data-value={value === null ? '' : String(value)} aria-labelledby={`${rowHeaderId} ${id}-col-${column.id}`}>
                          {formatValue(value, column.format, lang, column.decimals)}
                        </output>
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {table.help ? <p className="calc-help">{localize(table.help)}</p> : null}
    </div>
  );
}
