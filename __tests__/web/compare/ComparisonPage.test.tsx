import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '../../../src/api/types';
import ComparisonPage, { comparisonRows } from '../../../src/features/compare/ComparisonPage';
import { compareAdded, selectCompareIds } from '../../../src/features/compare/compareSlice';
import { json, makeProduct, mockServer, price, shopStore } from '../product/fixtures';
import { renderWithProviders } from '../renderWithProviders';

const spec = (key: string, label: string, value: string, numValue: number | null = null) => ({
  key,
  label,
  value,
  numValue,
});

const drill = (id: string, name: string, specs: ReturnType<typeof spec>[], amount: number): Product =>
  makeProduct({
    id,
    name,
    url: `/en/tools/${id}`,
    specifications: { brand: 'Bosch', Brand: 'Bosch', 'focus.brand': 'Bosch', $meta: specs },
    unitPrices: [price('STK', amount)],
  });

const A = drill('A', 'Drill A', [spec('brand', 'Brand', 'Bosch'), spec('voltage', 'Voltage (V)', '18', 18), spec('material', 'Material', 'Plastic')], 999);
const B = drill('B', 'Drill B', [spec('brand', 'Brand', 'Bosch'), spec('voltage', 'Voltage (V)', '12', 12), spec('material', 'Material', 'Plastic')], 1499.5);
const C = drill('C', 'Drill C', [spec('brand', 'Brand', 'Bosch'), spec('voltage', 'Voltage (V)', '18', 18), spec('ipClass', 'IP rating', 'IP54')], 799);

function renderPage(ids: string[]) {
  const store = shopStore();
  for (const id of ids) store.dispatch(compareAdded(id));
  renderWithProviders(<ComparisonPage />, { store, initialEntries: ['/en/product-comparison'] });
  return store;
}

/** The table as text: header row (product names) and one [label, ...values] per body row. */
function tableText() {
  const table = screen.getByRole('table');
  const [head, ...body] = within(table).getAllByRole('row');
  const names = within(head!)
    .getAllByRole('columnheader')
    .map((th) => within(th).getByRole('link').textContent);
  const rows = body.map((row) => [
    within(row).getByRole('rowheader').textContent,
    ...within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ]);
  return { names, rows };
}

describe('ComparisonPage', () => {
  it('shows the products side by side, one row per specification, "–" when missing', async () => {
    const fetchMock = mockServer({ '/api/Product/GetProductsByIds': () => json(200, { items: { A, B, C } }) });
    renderPage(['A', 'B', 'C']);

    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Product comparison' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Product comparison | B2B Shop'));
    const { names, rows } = tableText();
    expect(names).toEqual(['Drill A', 'Drill B', 'Drill C']);
    expect(rows).toEqual([
      ['Brand', 'Bosch', 'Bosch', 'Bosch'],
      ['Voltage (V)', '18', '12', '18'],
      ['Material', 'Plastic', 'Plastic', '–Not specified'],
      ['IP rating', '–Not specified', '–Not specified', 'IP54'],
    ]);
    // Each column: name link, brand, price, remove button.
    const [, headB] = screen.getAllByRole('columnheader');
    expect(within(headB!).getByRole('link', { name: 'Drill B' })).toHaveAttribute('href', '/en/tools/B');
    expect(within(headB!).getByText('DKK 1.499,50')).toBeInTheDocument();
    expect(within(headB!).getByRole('button', { name: 'Remove Drill B from the comparison' })).toBeInTheDocument();

    const request = fetchMock.mock.calls[0]![0];
    await expect(request.json()).resolves.toEqual({
      area: { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'en' },
      lookupTemplate: 'product-list',
      ids: ['A', 'B', 'C'],
    });
  });

  it("'Show only differences' hides rows whose values are all equal", async () => {
    mockServer({ '/api/Product/GetProductsByIds': () => json(200, { items: { A, B, C } }) });
    renderPage(['A', 'B', 'C']);
    await screen.findByRole('table');
    const toggle = screen.getByRole('switch', { name: 'Show only differences' });
    expect(toggle).not.toBeChecked();

    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(tableText().rows.map((row) => row[0])).toEqual(['Voltage (V)', 'Material', 'IP rating']);

    await userEvent.click(toggle);
    expect(tableText().rows.map((row) => row[0])).toEqual(['Brand', 'Voltage (V)', 'Material', 'IP rating']);
  });

  it('removes a column without loading again; the differences follow the remaining products', async () => {
    const fetchMock = mockServer({ '/api/Product/GetProductsByIds': () => json(200, { items: { A, B, C } }) });
    const store = renderPage(['A', 'B', 'C']);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Drill B from the comparison' }));
    expect(selectCompareIds(store.getState())).toEqual(['A', 'C']);
    expect(tableText().names).toEqual(['Drill A', 'Drill C']);
    await userEvent.click(screen.getByRole('switch', { name: 'Show only differences' }));
    expect(tableText().rows.map((row) => row[0])).toEqual(['Material', 'IP rating']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('drops ids whose products no longer exist', async () => {
    mockServer({ '/api/Product/GetProductsByIds': () => json(200, { items: { A, C } }) });
    const store = renderPage(['A', 'GONE', 'C']);
    await screen.findByRole('table');
    await waitFor(() => expect(selectCompareIds(store.getState())).toEqual(['A', 'C']));
    expect(tableText().names).toEqual(['Drill A', 'Drill C']);
  });

  it('a 404 (none exists) empties the comparison and shows the empty state', async () => {
    mockServer({ '/api/Product/GetProductsByIds': () => json(404, { message: 'Not Found', statusCode: 404 }) });
    const store = renderPage(['X', 'Y']);
    expect(await screen.findByText('You have not chosen any products to compare yet.')).toBeInTheDocument();
    expect(selectCompareIds(store.getState())).toEqual([]);
  });

  it('keeps the comparison on a server error and offers a retry', async () => {
    let calls = 0;
    mockServer({
      '/api/Product/GetProductsByIds': () => {
        calls += 1;
        return calls === 1 ? json(500, { message: 'boom', statusCode: 500 }) : json(200, { items: { A } });
      },
    });
    const store = renderPage(['A']);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The products could not be loaded.');
    expect(selectCompareIds(store.getState())).toEqual(['A']);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('shows an empty state linking home when nothing is held', () => {
    const fetchMock = mockServer({});
    renderPage([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Product comparison' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('comparisonRows: union of keys in order of appearance, equal flags', () => {
    const rows = comparisonRows([A, C], (s) => s.value, (s) => s.label);
    expect(rows.map((r) => [r.key, r.values, r.equal])).toEqual([
      ['brand', ['Bosch', 'Bosch'], true],
      ['voltage', ['18', '18'], true],
      ['material', ['Plastic', null], false],
      ['ipClass', [null, 'IP54'], false],
    ]);
  });
});
