/**
 * Writes docs/samples/users.xlsx, the sample user sheet of docs/going-live.md: one row per `user` document, the
 * column convention of `npm run admin -- import` (key, then the data's fields; lists with '|').
 * Run: npx tsx scripts/make-sample-users.ts
 */
import path from 'node:path';
import ExcelJS from 'exceljs';

const rows = [
  ['key', 'areaId', 'name', 'roles', 'customers', 'language', 'active'],
  ['jens@norre-el.dk', 'shop', 'Jens Nørgaard', 'customer', '20001', 'da', 'yes'],
  ['anna@vastkustbygg.se', 'shop', 'Anna Lindqvist', 'customer', '20002', 'en', 'yes'],
  ['sari@hsahko.fi', 'shop', 'Sari Mäkinen', 'customer', '20003', 'en', 'yes'],
  ['salg@nordlys.example', 'shop', 'Sofie Sælger', 'impersonation', '20001|20002|20003', 'da', 'yes'],
];

async function main(): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('users');
  for (const row of rows) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => (column.width = 24));
  const file = path.join(__dirname, '..', 'docs', 'samples', 'users.xlsx');
  await workbook.xlsx.writeFile(file);
  console.log(`Wrote ${file}`);
}

void main();
