/**
 * Order files for the quick order tests: real .xlsx workbooks written by exceljs (its Node build, as the server's
 * price list), CSV bytes, and File.arrayBuffer for jsdom (whose File has no arrayBuffer(); browsers have).
 */
import ExcelJS from 'exceljs';
import type { CellValue } from 'exceljs';

if (typeof File.prototype.arrayBuffer !== 'function') {
  Object.defineProperty(File.prototype, 'arrayBuffer', {
    configurable: true,
    value(this: File) {
      return new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(this);
      });
    },
  });
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook whose first sheet has these rows by row number (others empty); more sheets before it when given. */
export async function workbookBytes(
  rows: Record<number, CellValue[]>,
  options: { hiddenFirstSheet?: boolean } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  if (options.hiddenFirstSheet) {
    const hidden = workbook.addWorksheet('Hidden');
    hidden.state = 'hidden';
    hidden.getCell('A1').value = 'not this one';
    hidden.getCell('B1').value = 1;
  }
  const sheet = workbook.addWorksheet('Order');
  for (const [number, values] of Object.entries(rows)) {
    values.forEach((value, i) => {
      sheet.getCell(Number(number), i + 1).value = value;
    });
  }
  // exceljs types its Node Buffer as an ArrayBuffer; a typed array of it copies its bytes.
  const buffer: ArrayBuffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer);
}

export const xlsxFile = async (name: string, rows: Record<number, CellValue[]>) => new File([await workbookBytes(rows)], name, { type: XLSX_TYPE });

export const csvFile = (name: string, text: string | Uint8Array<ArrayBuffer>) => new File([text], name, { type: 'text/csv' });
