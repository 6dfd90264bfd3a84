import './info.css';
import type { ReactNode } from 'react';

export interface Column<Row> {
  key: string;
  label: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned figures (money). */
  numeric?: boolean;
}

interface Props<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  empty: string;
}

/*
 * The Information popup's tables (history, referral). On a phone each row becomes a card whose
 * cells carry their column name (data-label), so nothing scrolls sideways or overflows (info.css).
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, empty }: Props<Row>) {
  return (
    <div className="info-table-wrap">
      <table className="info-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.numeric ? 'numeric' : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr className="info-table-empty">
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          ) : (
            rows.map((row, i) => (
              <tr key={rowKey(row, i)}>
                {columns.map((c) => (
                  <td key={c.key} data-label={c.label} className={c.numeric ? 'numeric' : undefined}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
