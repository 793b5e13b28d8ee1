import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { FavoriteList, FavoriteListLine } from '../../../src/api/accountTypes';
import type { Product } from '../../../src/api/types';
import type { AppStore } from '../../../src/app/store';
import FavoritesPage from '../../../src/features/customerCentre/favorites/FavoritesPage';
import { selectCartLines } from '../../../src/features/cart/cartSlice';
import { ProductDetails } from '../../../src/features/productPage/ProductDetails';
import { ProductTile } from '../../../src/features/productList/ProductTile';
import { makeProduct, shopStore } from '../product/fixtures';
import { renderWithProviders } from '../renderWithProviders';
import { json, mockServer, type Handler } from './fixtures';

const PAGE = '/en/customercenter/favourites';
const pending = () => new Promise<Response>(() => undefined);

const line = (productId: string, extra: Partial<FavoriteListLine> = {}): FavoriteListLine => ({
  productId,
  variantId: null,
  unitOfMeasure: 'STK',
  quantity: null,
  addedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

const list = (name: string, lines: FavoriteListLine[] = []): FavoriteList => ({
  id: `L-${name}`,
  name,
  sharing: 'none',
  own: true,
  ownerName: 'Mette Hansen',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  lines,
});

/** A stateful fake of the favourite-list API (docs/account-api.md) over these lists. */
function favoriteServer(initial: FavoriteList[], extra: Record<string, Handler> = {}) {
  let lists = initial.map((l) => ({ ...l, lines: [...l.lines] }));
  const updates: Record<string, unknown>[] = [];
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const server = mockServer({
    '/api/Price/GetPrices': pending,
    // The cart engine's own calls (loading the server cart; saving and calculating after an add).
    '/api/Cart/GetCartsBySearch': () => json(200, { items: [] }),
    '/api/Cart/SaveCart': pending,
    '/api/Cart/CalculateCart': pending,
    '/api/FavoriteList/GetFavoriteList': () => json(200, { favoriteLists: lists }),
    '/api/FavoriteList/UpdateFavoriteList': async (request) => {
      const body = (await request.json()) as {
        listName: string;
        action: string;
        newName?: string;
        lines?: { productId: string; variantId?: string | null; unitOfMeasure: string }[];
      };
      updates.push(body);
      const found = lists.find((l) => same(l.name, body.listName));
      switch (body.action) {
        case 'create': {
          const created = list(body.listName.trim());
          lists = [...lists, created];
          return json(200, { favoriteList: created });
        }
        case 'rename':
          if (!found) return json(404, { message: 'Favourite list not found', statusCode: 404 });
          found.name = body.newName!;
          return json(200, { favoriteList: found });
        case 'delete':
          lists = lists.filter((l) => l !== found);
          return json(200, { favoriteList: null });
        case 'addLines': {
          const target = found ?? list(body.listName.trim());
          if (!found) lists = [...lists, target];
          for (const l of body.lines ?? []) target.lines.push(line(l.productId, { variantId: l.variantId ?? null, unitOfMeasure: l.unitOfMeasure }));
          return json(200, { favoriteList: target });
        }
        case 'removeLines':
          found!.lines = found!.lines.filter((l) => !(body.lines ?? []).some((r) => r.productId === l.productId));
          return json(200, { favoriteList: found });
        default:
          return json(400, { message: 'bad action', statusCode: 400 });
      }
    },
    ...extra,
  });
  return { server, updates };
}

/** Products by id for GetProductsByIds: every asked id exists except those in `gone`. */
function catalogue(gone: string[] = []): Handler {
  return async (request) => {
    const { ids } = (await request.json()) as { ids: string[] };
    const items: Record<string, Product> = {};
    for (const id of ids) {
      if (!gone.includes(id)) items[id] = makeProduct({ id, name: `Product ${id}`, url: `/en/p/${id}` });
    }
    return Object.keys(items).length > 0 ? json(200, { items }) : json(404, { message: 'Not Found', statusCode: 404 });
  };
}

describe('favourite button and dialog', () => {
  it('is not shown to an anonymous visitor', () => {
    mockServer({});
    renderWithProviders(<ProductTile product={makeProduct()} />, { store: shopStore({ loggedIn: false }) });
    expect(screen.queryByRole('button', { name: /favourite list/ })).not.toBeInTheDocument();
  });

  it('adds the product with the chosen unit from the product page to an existing list', async () => {
    const { updates } = favoriteServer([list('Workshop', [line('999')]), list('Van')]);
    renderWithProviders(<ProductDetails product={makeProduct()} />, { store: shopStore({ loggedIn: true }) });
    await userEvent.selectOptions(screen.getByLabelText('Unit'), 'PK');
    // The button is a chunk of its own, loaded for logged-in customers.
    await userEvent.click(await screen.findByRole('button', { name: 'Add to favourite list' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add to a favourite list' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    // The unit chosen on the page is preselected.
    expect(within(dialog).getByLabelText('Unit')).toHaveValue('PK');
    // Its name says what a click does and holds the words shown (the list and its state: WCAG 2.5.3, issue 16).
    const workshop = await within(dialog).findByRole('button', { name: 'Add to Workshop, 1 product' });
    expect(workshop).toHaveTextContent('Workshop 1 product');
    await userEvent.click(workshop);

    expect(await within(dialog).findByText('Added to Workshop.')).toBeInTheDocument();
    expect(updates).toEqual([
      { areaId: 'b2b', listName: 'Workshop', action: 'addLines', lines: [{ productId: '100200', variantId: null, unitOfMeasure: 'PK' }] },
    ]);
    // The cached lists now show the product in the list.
    expect(within(dialog).getByRole('button', { name: 'Add to Workshop, Already in this list' })).toHaveTextContent('Already in this list');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to favourite list' })).toHaveFocus();
  });

  it('creates a new list on the way from a product tile, and refuses a name already taken', async () => {
    const { updates } = favoriteServer([list('Workshop')]);
    renderWithProviders(<ProductTile product={makeProduct()} />, { store: shopStore({ loggedIn: true }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Wood screw 5.0 x 60 to a favourite list' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: 'Add to Workshop, 0 products' });

    const name = within(dialog).getByLabelText('New list');
    await userEvent.type(name, ' workshop ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create list and add' }));
    expect(name).toHaveAccessibleDescription('You already have a list called workshop.');
    expect(updates).toEqual([]);

    await userEvent.clear(name);
    await userEvent.type(name, 'Roof job');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create list and add' }));
    expect(await within(dialog).findByText('Added to Roof job.')).toBeInTheDocument();
    expect(updates).toEqual([
      { areaId: 'b2b', listName: 'Roof job', action: 'addLines', lines: [{ productId: '100200', variantId: null, unitOfMeasure: 'STK' }] },
    ]);
    expect(within(dialog).getByRole('button', { name: 'Add to Roof job, Already in this list' })).toBeInTheDocument();
    // The focus stays in the dialog (the clicked button was disabled while busy), and Escape closes it.
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('favourite lists page', () => {
  function renderPage(url = PAGE): AppStore {
    const store = shopStore({ loggedIn: true });
    renderWithProviders(
      <Routes>
        <Route path={PAGE} element={<FavoritesPage />} />
      </Routes>,
      { store, initialEntries: [url] },
    );
    return store;
  }

  it('creates, renames and deletes lists', async () => {
    const { updates } = favoriteServer([list('Workshop', [line('1')])], { '/api/Product/GetProductsByIds': catalogue() });
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Workshop' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('New list'), 'Van stock');
    await userEvent.click(screen.getByRole('button', { name: 'Create list' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Van stock' })).toBeInTheDocument();
    expect(screen.getByText('The list Van stock was created.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Your lists' });
    expect(within(nav).getByRole('link', { name: /Van stock/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(/This list is empty/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    const newName = screen.getByLabelText('New name of the list');
    await userEvent.clear(newName);
    await userEvent.type(newName, 'WORKSHOP');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(newName).toHaveAccessibleDescription('You already have a list called WORKSHOP.');
    await userEvent.clear(newName);
    await userEvent.type(newName, 'Van');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Van' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete list' }));
    expect(screen.getByText('Delete the list Van with its 0 products? This cannot be undone.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete the list' }));
    expect(await screen.findByText('The list Van was deleted.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Workshop' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Van/ })).not.toBeInTheDocument();

    expect(updates.map((u) => [u.action, u.listName, u.newName])).toEqual([
      ['create', 'Van stock', undefined],
      ['rename', 'Van stock', 'Van'],
      ['delete', 'Van', undefined],
    ]);
  });

  it('adds ALL lines of a list to the cart — not only the page shown — and leaves out the unavailable', async () => {
    const lines = Array.from({ length: 25 }, (_, i) => line(`P${i + 1}`, i === 0 ? { quantity: 4 } : {}));
    lines.push(line('GONE'));
    favoriteServer([list('Workshop', lines)], { '/api/Product/GetProductsByIds': catalogue(['GONE']) });
    const store = renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Workshop' });
    // One page of 20 rows (plus the header row), and a pager.
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(21));
    expect(screen.getByRole('navigation', { name: 'Pages of the list' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add the whole list to the cart (26)' }));
    await waitFor(() => expect(selectCartLines(store.getState())).toHaveLength(25));
    const cart = selectCartLines(store.getState());
    expect(cart[0]).toMatchObject({ productKey: { productId: 'P1', unitOfMeasure: 'STK', variantId: null }, quantity: 4 });
    expect(cart[24]).toMatchObject({ productKey: { productId: 'P25' }, quantity: 1 });
    expect(await screen.findByText(/1 line was not added/)).toBeInTheDocument();
  });

  it('adds the selected lines (the select-all box takes every page) with the quantities typed', async () => {
    const lines = Array.from({ length: 22 }, (_, i) => line(`P${i + 1}`));
    favoriteServer([list('Workshop', lines)], { '/api/Product/GetProductsByIds': catalogue() });
    const store = renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Workshop' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Product P2' }));
    const quantity = screen.getByRole('textbox', { name: 'Quantity of Product P2' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Add selected to the cart (1)' }));
    await waitFor(() => expect(selectCartLines(store.getState())).toHaveLength(1));
    expect(selectCartLines(store.getState())[0]).toMatchObject({ productKey: { productId: 'P2' }, quantity: 7 });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all 22 products of the list' }));
    expect(await screen.findByRole('button', { name: 'Add selected to the cart (22)' }, { timeout: 4000 })).toBeEnabled();
  });

  it('marks a line whose product is gone and removes a line from the list', async () => {
    const { updates } = favoriteServer([list('Workshop', [line('GONE'), line('P1')])], {
      '/api/Product/GetProductsByIds': catalogue(['GONE']),
    });
    renderPage(`${PAGE}?list=workshop`);
    expect(await screen.findByText('No longer available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove GONE from the list' }));
    await waitFor(() => expect(screen.queryByText('No longer available')).not.toBeInTheDocument());
    expect(updates).toEqual([
      { areaId: 'b2b', listName: 'Workshop', action: 'removeLines', lines: [{ productId: 'GONE', variantId: null, unitOfMeasure: 'STK' }] },
    ]);
  });
});
