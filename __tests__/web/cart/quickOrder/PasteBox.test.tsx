import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppStore } from '../../../../src/app/store';
import { cartCreated, lineAdded, selectCart, selectCartLines } from '../../../../src/features/cart/cartSlice';
import QuickOrderPanel from '../../../../src/features/cart/quickOrder/QuickOrderPanel';
import { LOOKUP_CHUNK_SIZE } from '../../../../src/features/cart/quickOrder/items';
import { json, shopStore } from '../../product/fixtures';
import { renderWithProviders } from '../../renderWithProviders';
import { addToCartEvents, boxed, cable, catalogue, glove, quickOrderServer, screw, UNIT_LABELS } from './fixtures';
import { csvFile, xlsxFile } from './orderFiles';
import da from '../../../../translations/da.json';

function renderPanel(store: AppStore = shopStore({ translations: UNIT_LABELS })) {
  const user = userEvent.setup();
  const view = renderWithProviders(<QuickOrderPanel />, { store });
  const box = screen.getByRole('textbox', { name: 'Paste from spreadsheet' });
  const add = screen.getByRole('button', { name: 'Add to cart' });
  return { ...view, user, box, add };
}

/** Puts text into the box as a paste does (one input event). */
async function paste(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) {
  await user.click(box);
  await user.paste(text);
}

const lines = (store: AppStore) =>
  selectCartLines(store.getState()).map((l) => [l.productKey.productId, l.productKey.unitOfMeasure, l.productKey.variantId, l.quantity, l.text]);

/** The panel's live region (each button has its own too). */
const status = () => screen.getByRole('status', { name: 'Quick order' });

const errorItems = () => within(screen.getByRole('list')).getAllByRole('listitem').map((li) => li.textContent);

beforeEach(() => {
  window.dataLayer = [];
});

describe('QuickOrderPanel: paste box', () => {
  it('adds the valid rows in one action, keeps only the invalid rows with their reasons, pushes one add_to_cart', async () => {
    const { calls } = quickOrderServer([screw, cable, glove, boxed]);
    const { store, user, box, add } = renderPanel();
    expect(selectCart(store.getState())).toBeNull(); // usable with no cart at all

    await paste(
      user,
      box,
      [
        'Item no.\tQty\tUnit', // header
        '100200\t5', // default unit STK
        '999999\t1', // unknown
        '300100\t2,5\tM', // decimal metres
        '',
        '100200\t2\tKRT', // unit not sold
        '200400\t3', // default unit PK
        '500300-XL\t4', // variant id
        '100200\t1,5', // decimals for pieces
        '100200\t0', // not positive
      ].join('\r\n'),
    );
    await user.click(add);

    await waitFor(() => expect(status()).toHaveTextContent('4 lines added, 4 need attention'));
    expect(lines(store)).toEqual([
      ['100200', 'STK', null, 5, 'Wood screw 5.0 x 60'],
      ['300100', 'M', null, 2.5, 'Installation cable 3x1.5'],
      ['200400', 'PK', null, 3, 'Cable tie 200 mm'],
      ['500300', 'PAR', '500300-XL', 4, 'Work glove – XL'],
    ]);
    // Only the invalid rows stay in the box, as pasted, with the row numbers of the pasted text (as the spreadsheet
    // numbers them: the header row and the blank row count).
    expect(box).toHaveValue('999999\t1\n100200\t2\tKRT\n100200\t1,5\n100200\t0');
    expect(errorItems()).toEqual([
      'Row 3: 999999 – unknown item number',
      'Row 6: 100200 – the unit KRT is not sold for this item (units: pcs or Pack)',
      'Row 9: 100200 – whole numbers only for pcs',
      'Row 10: 100200 – the quantity must be a positive number',
    ]);
    // Errors are tied to the box.
    const errors = screen.getByRole('heading', { name: 'Rows that need attention' }).parentElement!;
    expect(box.getAttribute('aria-describedby')?.split(' ')).toContain(errors.id);
    expect(box).toHaveAttribute('aria-invalid', 'true');

    // One lookup call with the distinct ids (and the product id of the variant id).
    expect(calls.map((c) => [...c.ids].sort())).toEqual([['100200', '200400', '300100', '500300', '500300-XL', '999999']]);

    // ONE add_to_cart with every added item; anonymous → list prices.
    expect(addToCartEvents()).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'DKK',
          value: 5 * 2.5 + 2.5 * 8 + 3 * 40 + 4 * 30,
          items: [
            { item_id: '100200', item_name: 'Wood screw 5.0 x 60', item_brand: 'Fixa', price: 2.5, quantity: 5 },
            { item_id: '300100', item_name: 'Installation cable 3x1.5', item_brand: 'Fixa', price: 8, quantity: 2.5 },
            { item_id: '200400', item_name: 'Cable tie 200 mm', item_brand: 'Fixa', price: 40, quantity: 3 },
            { item_id: '500300', item_name: 'Work glove', item_brand: 'Fixa', item_variant: '500300-XL', price: 30, quantity: 4 },
          ],
        },
      },
    ]);
  });

  it('corrected rows can be added next: the box empties and the error list goes', async () => {
    quickOrderServer([screw]);
    const { store, user, box, add } = renderPanel();
    await paste(user, box, '100200;2;KRT\n100200;1');
    await user.click(add);
    await waitFor(() => expect(box).toHaveValue('100200;2;KRT'));
    expect(status()).toHaveTextContent('1 line added, 1 needs attention');

    // The button is busy for at least 500 ms (NavigationButton); then it takes the next click.
    await waitFor(() => expect(add).not.toHaveAttribute('aria-busy', 'true'));
    await user.clear(box);
    await user.type(box, '100200;2;PK');
    await user.click(add);
    await waitFor(() => expect(box).toHaveValue(''));
    expect(status()).toHaveTextContent('1 line added');
    expect(screen.queryByRole('heading', { name: 'Rows that need attention' })).not.toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(lines(store)).toEqual([
      ['100200', 'STK', null, 1, 'Wood screw 5.0 x 60'],
      ['100200', 'PK', null, 2, 'Wood screw 5.0 x 60'],
    ]);
    expect(addToCartEvents()).toHaveLength(2);
  });

  it('merges rows into existing cart lines (same product, unit and variant)', async () => {
    quickOrderServer([screw]);
    const store = shopStore({ translations: UNIT_LABELS });
    store.dispatch(cartCreated({ currencyCode: 'DKK' }));
    store.dispatch(lineAdded({ productKey: { productId: '100200', unitOfMeasure: 'STK', variantId: null }, quantity: 3, text: 'Wood screw' }));
    const { user, box, add } = renderPanel(store);
    await paste(user, box, '100200;4\n100200;1;stk');
    await user.click(add);
    await waitFor(() => expect(status()).toHaveTextContent('2 lines added'));
    expect(lines(store)).toEqual([['100200', 'STK', null, 8, 'Wood screw']]);
  });

  it('a product with variants needs the variant id; an unknown variant is an unknown item', async () => {
    quickOrderServer([glove]);
    const { store, user, box, add } = renderPanel();
    await paste(user, box, '500300;2\n500300-XXL;1');
    await user.click(add);
    await waitFor(() => expect(status()).toHaveTextContent('0 lines added, 2 need attention'));
    expect(errorItems()).toEqual([
      'Row 1: 500300 – the item has variants – use the variant’s item number: 500300-M or 500300-XL',
      'Row 2: 500300-XXL – unknown item number',
    ]);
    expect(selectCartLines(store.getState())).toEqual([]);
    expect(addToCartEvents()).toEqual([]);
  });

  it('looks up many items in chunks of 100 ids and handles chunks with no hits (404)', async () => {
    const products = catalogue(250);
    // The last chunk (ids 200 000+) finds nothing → that call answers 404.
    const { calls } = quickOrderServer(products);
    const { store, user, box, add } = renderPanel();
    const rows = [...products.map((p) => `${p.id}\t1`), ...Array.from({ length: 50 }, (_, i) => `${200000 + i}\t1`)];
    await paste(user, box, rows.join('\n'));
    await user.click(add);
    await waitFor(() => expect(status()).toHaveTextContent('250 lines added, 50 need attention'), { timeout: 10000 });
    expect(calls.map((c) => c.ids.length)).toEqual([100, 100, 100]);
    expect(calls.every((c) => c.ids.length <= LOOKUP_CHUNK_SIZE)).toBe(true);
    expect(selectCartLines(store.getState())).toHaveLength(250);
    expect(box).toHaveValue(rows.slice(250).join('\n'));
    expect(addToCartEvents()).toHaveLength(1);
    expect(addToCartEvents()[0]!.ecommerce.items).toHaveLength(250);
  });

  it('more than 500 rows: a clear error, nothing added, the text stays', async () => {
    const { calls } = quickOrderServer([screw]);
    const { store, user, box, add } = renderPanel();
    const text = Array.from({ length: 501 }, () => '100200;1').join('\n');
    await paste(user, box, text);
    await user.click(add);
    const message = 'rows are too many: paste at most 500 rows at a time. Nothing was added.';
    await waitFor(() => expect(status()).toHaveTextContent(`501 ${message}`));
    expect(box).toHaveValue(text);
    expect(box.getAttribute('aria-describedby')).toMatch(/problem/);
    expect(selectCart(store.getState())).toBeNull();
    expect(calls).toEqual([]);
    expect(addToCartEvents()).toEqual([]);
  });

  it('a failing lookup adds nothing and keeps the text', async () => {
    quickOrderServer([], { extra: { '/api/Product/GetProductsByIds': () => json(500, { message: 'boom' }) } });
    const { store, user, box, add } = renderPanel();
    await paste(user, box, '100200;1');
    await user.click(add);
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        'The items could not be checked (An unexpected server error occurred.). Nothing was added – please try again.',
      ),
    );
    expect(box).toHaveValue('100200;1');
    expect(selectCart(store.getState())).toBeNull();
  });

  it('an empty box says what to paste', async () => {
    quickOrderServer([]);
    const { user, add } = renderPanel();
    await user.click(add);
    await waitFor(() => expect(status()).toHaveTextContent('Paste at least one row with an item number and a quantity.'));
  });

  it('logged in: waits for the customer prices and sends them with add_to_cart', async () => {
    const { priceCalls } = quickOrderServer([screw, cable], {
      customerPrice: (key) => (key.productId === '100200' ? 1.9 : key.productId === '300100' ? 6.5 : null),
    });
    const { store, user, box, add } = renderPanel(shopStore({ translations: UNIT_LABELS, loggedIn: true }));
    await paste(user, box, '100200;10\n300100;1,5');
    await user.click(add);
    await waitFor(() => expect(status()).toHaveTextContent('2 lines added'));
    expect(priceCalls.flat()).toEqual([
      { productId: '100200', variantId: null, unitOfMeasure: 'STK' },
      { productId: '300100', variantId: null, unitOfMeasure: 'M' },
    ]);
    const [event] = addToCartEvents();
    expect(event!.ecommerce.value).toBe(19 + 9.75);
    expect(event!.ecommerce.items.map((i) => [i.item_id, i.price, i.quantity])).toEqual([
      ['100200', 1.9, 10],
      ['300100', 6.5, 1.5],
    ]);
    // The new cart got the customer's billing address.
    expect(selectCart(store.getState())?.billingAddress.company).toBe('Hansen Byg ApS');
  });
});

describe('QuickOrderPanel: add from file', () => {
  const fileInput = () => screen.getByLabelText('Add from file');

  it('a CSV file: valid rows go into the cart in one action, error rows are listed with the file’s row numbers', async () => {
    quickOrderServer([screw, cable, boxed]);
    const { store, user, box } = renderPanel();
    await user.upload(
      fileInput(),
      csvFile('order.csv', 'Item number;Quantity;Unit\r\n100200;5;STK\r\n\r\n300100;"2,5";M\r\n999999;1\r\n200400;1,5\r\n'),
    );

    await waitFor(() => expect(status()).toHaveTextContent('2 lines added, 2 need attention'));
    expect(lines(store)).toEqual([
      ['100200', 'STK', null, 5, 'Wood screw 5.0 x 60'],
      ['300100', 'M', null, 2.5, 'Installation cable 3x1.5'],
    ]);
    // Row 5 and row 6 of the spreadsheet (the header row and the blank row count), not 'Row 1' and 'Row 2'.
    expect(screen.getByRole('heading', { name: 'Rows in order.csv that need attention' })).toBeInTheDocument();
    expect(errorItems()).toEqual(['Row 5: 999999 – unknown item number', 'Row 6: 200400 – whole numbers only for Pack']);
    // The rows that need attention are in the box for correction.
    expect(box).toHaveValue('999999;1\n200400;1,5');
    expect(addToCartEvents()).toHaveLength(1);
  });

  it('an .xlsx workbook: the same, with the sheet’s row numbers', async () => {
    quickOrderServer([screw, cable]);
    const { store, user, box } = renderPanel();
    await user.upload(
      fileInput(),
      await xlsxFile('order.xlsx', { 1: ['Item number', 'Quantity', 'Unit'], 2: [100200, 3], 4: ['300100', 12.5, 'M'], 7: ['NOPE', 2] }),
    );
    await waitFor(() => expect(status()).toHaveTextContent('2 lines added, 1 needs attention'));
    expect(lines(store)).toEqual([
      ['100200', 'STK', null, 3, 'Wood screw 5.0 x 60'],
      ['300100', 'M', null, 12.5, 'Installation cable 3x1.5'],
    ]);
    expect(errorItems()).toEqual(['Row 7: NOPE – unknown item number']);
    expect(box).toHaveValue('NOPE\t2');
  });

  it('keeps what the buyer typed in the box: the file’s rows that need attention go below it', async () => {
    quickOrderServer([screw]);
    const { user, box } = renderPanel();
    await paste(user, box, '100200;1;KRT');
    await user.upload(fileInput(), csvFile('order.csv', '100200;2\nNOPE;1'));
    await waitFor(() => expect(status()).toHaveTextContent('1 line added, 1 needs attention'));
    expect(box).toHaveValue('100200;1;KRT\nNOPE;1');
    expect(errorItems()).toEqual(['Row 2: NOPE – unknown item number']);
  });

  it('a file without rows, an old .xls, another file type: a message, nothing added', async () => {
    quickOrderServer([screw]);
    const store = shopStore({ translations: UNIT_LABELS });
    // applyAccept: false — a browser's file dialog lets the buyer pick any file ('All files').
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<QuickOrderPanel />, { store });

    await user.upload(fileInput(), csvFile('empty.csv', 'Item number;Quantity\r\n\r\n'));
    await waitFor(() => expect(status()).toHaveTextContent('empty.csv has no row with an item number and a quantity. Nothing was added.'));
    expect(fileInput()).toHaveAccessibleDescription(expect.stringContaining('empty.csv has no row'));

    await user.upload(fileInput(), new File(['x'], 'old.xls'));
    await waitFor(() => expect(status()).toHaveTextContent('old.xls is in the old Excel format (.xls): save it as an Excel workbook (.xlsx) or as CSV'));

    await user.upload(fileInput(), new File(['x'], 'picture.png', { type: 'image/png' }));
    await waitFor(() => expect(status()).toHaveTextContent('picture.png cannot be read: choose a CSV file or an Excel workbook (.xlsx).'));

    await user.upload(fileInput(), new File(['not a workbook'], 'broken.xlsx'));
    await waitFor(() => expect(status()).toHaveTextContent('broken.xlsx could not be read.'));
    expect(selectCart(store.getState())).toBeNull();
  });

  it('offers a sample CSV in the shop’s language: headers, the language’s separator and decimals', () => {
    quickOrderServer([]);
    renderPanel();
    const link = screen.getByRole('link', { name: 'Download a sample file (CSV)' });
    expect(link).toHaveAttribute('download', 'quick-order-sample.csv');
    const href = link.getAttribute('href')!;
    expect(href.startsWith('data:text/csv;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(
      '\uFEFFItem number,Quantity,Unit\r\n200006,2,Pack\r\n200031,12.5,m\r\n200041,10,pcs\r\n',
    );
  });

  it('in Danish: Danish headers and units, semicolons (Excel’s list separator where the decimal is a comma), 12,5', () => {
    quickOrderServer([]);
    const store = shopStore({ translations: { 'unit.PK': 'Pakke', 'unit.M': 'Meter', 'unit.STK': 'Stk.' } });
    renderWithProviders(<QuickOrderPanel />, { store, locale: 'da-DK', messages: da as Record<string, string> });
    const link = screen.getByRole('link', { name: 'Hent en eksempelfil (CSV)' });
    expect(link).toHaveAttribute('download', 'hurtigordre-eksempel.csv');
    const href = link.getAttribute('href')!;
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(
      '\uFEFFVarenummer;Antal;Enhed\r\n200006;2;Pakke\r\n200031;12,5;Meter\r\n200041;10;Stk.\r\n',
    );
  });
});
