import type { RequestView } from '../casino/profile-view';

/*
 * The statement as CSV (docs/player-protection.md), built in the browser from what the page already shows.
 * RFC 4180 quoting; a leading =, +, - or @ is defused so a spreadsheet never runs a cell as a formula.
 */

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function statementCsv(
  rows: readonly RequestView[],
  header: readonly [string, string, string, string, string],
  label: (row: RequestView) => { type: string; status: string },
): string {
  const lines = [header.map(cell).join(',')];
  for (const row of rows) {
    const { type, status } = label(row);
    const amount = (row.amountSatang / 100).toFixed(2);
    lines.push([row.date ?? '', type, amount, status, row.deletedCause ?? ''].map(cell).join(','));
  }
  // the byte-order mark lets Excel open Thai text as UTF-8
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
