/**
 * The quick order's sample file (issue 16): a CSV made in the browser in the shop's language — its column headers
 * (item number, quantity, unit), the list separator the language's spreadsheets use (';' where the decimal
 * separator is a comma, else ','), quantities in the language's number format — with a UTF-8 byte-order mark, so
 * Excel shows 'Määrä' as it is. Offered as a data: link (no request, no script on click).
 */

/**
 * The example rows: items of the demo catalogue (server/seed; __tests__/server/quickOrderSample.test.ts checks
 * they exist, sold in these units): screws by the pack, cable by the metre (a decimal quantity), sockets by the
 * piece. A shop with another catalogue puts its own item numbers here.
 */
export const QUICK_ORDER_SAMPLE_ROWS: readonly { itemNumber: string; quantity: number; unit: string }[] = [
  { itemNumber: '200006', quantity: 2, unit: 'PK' },
  { itemNumber: '200031', quantity: 12.5, unit: 'M' },
  { itemNumber: '200041', quantity: 10, unit: 'STK' },
];

export interface SampleHeaders {
  itemNumber: string;
  quantity: string;
  unit: string;
}

/** A CSV field: quoted when it holds the separator, a quote or a line break. */
function csvField(text: string, separator: string): string {
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The sample's CSV text (without the byte-order mark): the header row, then the example rows; CRLF line ends.
 * `unitLabel`: a unit id's label in the shop's language (the quick order reads ids and labels alike).
 */
export function sampleCsv(headers: SampleHeaders, decimalSeparator: string, unitLabel: (unitId: string) => string): string {
  const separator = decimalSeparator === ',' ? ';' : ',';
  const rows = [
    [headers.itemNumber, headers.quantity, headers.unit],
    ...QUICK_ORDER_SAMPLE_ROWS.map((row) => [row.itemNumber, String(row.quantity).replace('.', decimalSeparator), unitLabel(row.unit)]),
  ];
  return `${rows.map((fields) => fields.map((text) => csvField(text, separator)).join(separator)).join('\r\n')}\r\n`;
}

/** The sample as a data: URL for a download link (UTF-8 with a byte-order mark). */
export function sampleCsvHref(csv: string): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${csv}`)}`;
}
