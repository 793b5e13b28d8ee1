/**
 * Saved carts in the storefront (issue 20; docs/saved-carts.md): the customer-centre page (own and shared carts,
 * restore into an empty cart or merged, owner-only actions), 'Save cart' on the cart page, and the favourite lists
 * page's sharing (owner's choice; a colleague's read-only list).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { FavoriteList } from '../../../src/api/accountTypes';
import type { Cart } from '../../../src/api/commerceTypes';
import type { SavedCart } from '../../../contract/savedCarts';
import { selectCalculatedCart, selectCartLines } from '../../../src/features/cart/cartSlice';
import FavoritesPage from '../../../src/features/customerCentre/favorites/FavoritesPage';
import SavedCartsPage from '../../../src/features/savedCarts/SavedCartsPage';
import { SaveCartControl } from '../../../src/features/savedCarts';
import { renderWithProviders } from '../renderWithProviders';
import { json, mockServer, noContent } from '../account/fixtures';
import { calculation, cartWith, line, pricedLine, shopStore } from '../cart/fixtures';

const PAGE = '/en/kundecenter/gemte-kurve';
const pending = () => new Promise<Response>(() => undefined);

const saved = (extra: Partial<SavedCart> = {}): SavedCart => ({
  id: 'sc-1',
  name: 'Fast ugeordre',
  shared: false,
  own: true,
  ownerName: 'Mette Hansen',
  savedAt: '2026-11-20T10:00:00.000Z',
  lines: [{ id: 'LINE1', parentId: null, text: 'Drill', quantity: 3, productKey: { productId: 'P1', unitOfMeasure: 'STK', variantId: null } }],
  currencyCode: 'DKK',
  total: 123_450,
  ...extra,
});

/** RestoreSavedCart answering the current cart with the saved line (replace) or added to it (merge), priced at 10. */
const restoring = async (request: Request) => {
  const { cart, mode } = (await request.json()) as { cart: Cart; mode: string };
  const restored = mode === 'merge' ? [...cart.lines, line('LINE9', 3, { text: 'Drill' })] : [line('LINE1', 3, { text: 'Drill' })];
  return json(200, calculation(cart, restored.map((l) => pricedLine(l.id, l.quantity, 10, 0, l))));
};

function renderPage(cart: Cart | null = null) {
  const store = shopStore({ loggedIn: true, cart });
  renderWithProviders(
    <Routes>
      <Route path={PAGE} element={<SavedCartsPage />} />
    </Routes>,
    { store, initialEntries: [PAGE] },
  );
  return store;
}

describe('saved carts page', () => {
  it('lists own and shared carts with today\'s totals; a colleague\'s shared cart can only be restored', async () => {
    mockServer({ '/api/SavedCart/GetSavedCarts': () => json(200, { savedCarts: [saved(), saved({ id: 'sc-2', name: 'Byggeplads', own: false, shared: true, ownerName: 'Peter Jensen', total: null })] }) });
    renderPage();
    const own = await screen.findByRole('region', { name: 'Your saved carts' });
    const mine = within(own).getByRole('article', { name: 'Fast ugeordre' });
    expect(mine).toHaveTextContent('Today: DKK 1.234,50 excl. VAT');
    expect(within(mine).getByRole('button', { name: 'Rename' })).toBeInTheDocument();
    const shared = within(screen.getByRole('region', { name: 'Shared by colleagues' })).getByRole('article', { name: 'Byggeplads' });
    expect(shared).toHaveTextContent('Shared by Peter Jensen');
    expect(shared).toHaveTextContent('Some products can no longer be ordered');
    expect(within(shared).getByRole('button', { name: 'Restore into the cart' })).toBeInTheDocument();
    expect(within(shared).queryByRole('button', { name: 'Rename' })).not.toBeInTheDocument();
    expect(within(shared).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('restores into an empty cart at once (replace) and applies the server\'s calculation', async () => {
    const server = mockServer({
      '/api/SavedCart/GetSavedCarts': () => json(200, { savedCarts: [saved()] }),
      '/api/SavedCart/RestoreSavedCart': restoring,
      '/api/Cart/SaveCart': pending,
    });
    const store = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Restore into the cart' }));
    expect(await screen.findByText(/“Fast ugeordre” is in your cart/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the cart' })).toBeInTheDocument();
    const [body] = (await server.bodiesOf('/api/SavedCart/RestoreSavedCart')) as { id: string; mode: string }[];
    expect(body).toMatchObject({ id: 'sc-1', mode: 'replace' });
    expect(selectCartLines(store.getState()).map((l) => [l.id, l.quantity])).toEqual([['LINE1', 3]]);
    expect(selectCalculatedCart(store.getState())?.totalNetPrice.priceWithoutVat).toBe(30);
  });

  it('asks before restoring into a cart with lines: adding sends mode merge', async () => {
    const server = mockServer({
      '/api/SavedCart/GetSavedCarts': () => json(200, { savedCarts: [saved()] }),
      '/api/SavedCart/RestoreSavedCart': restoring,
      '/api/Cart/SaveCart': pending,
    });
    const store = renderPage(cartWith([line('LINE1', 2, { text: 'Saw' })]));
    await userEvent.click(await screen.findByRole('button', { name: 'Restore into the cart' }));
    expect(screen.getByText('Your cart already has 1 line. Replace them, or add the saved lines to them?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to the cart' }));
    await waitFor(() => expect(selectCartLines(store.getState())).toHaveLength(2));
    const [body] = (await server.bodiesOf('/api/SavedCart/RestoreSavedCart')) as { mode: string; cart: Cart }[];
    expect(body?.mode).toBe('merge');
    expect(body?.cart.lines.map((l) => l.id)).toEqual(['LINE1']);
  });

  it('says why a restore is refused (a product no longer sold) and leaves the cart as it was', async () => {
    mockServer({
      '/api/SavedCart/GetSavedCarts': () => json(200, { savedCarts: [saved()] }),
      '/api/SavedCart/RestoreSavedCart': () => json(400, { message: 'The cart has lines that cannot be sold', statusCode: 400, fields: { 'lines[0]': 'unknown product' } }),
    });
    const store = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Restore into the cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The cart cannot be restored: some products can no longer be ordered');
    expect(selectCartLines(store.getState())).toEqual([]);
  });

  it('renames (the name checked first), shares and deletes an own cart; a refusal is shown on the card', async () => {
    const server = mockServer({
      '/api/SavedCart/GetSavedCarts': () => json(200, { savedCarts: [saved()] }),
      '/api/SavedCart/UpdateSavedCart': async (request) => {
        const body = (await request.json()) as { name?: string };
        return body.name === 'Taken' ? json(409, { message: 'taken', statusCode: 409 }) : json(200, { savedCart: saved() });
      },
      '/api/SavedCart/DeleteSavedCart': noContent,
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Rename' }));
    const input = screen.getByLabelText('New name');
    await userEvent.clear(input);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a name.')).toBeInTheDocument();
    await userEvent.type(input, 'Taken');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have a saved cart with this name.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Share with the company' }));
    await waitFor(async () => expect(await server.bodiesOf('/api/SavedCart/UpdateSavedCart')).toContainEqual(expect.objectContaining({ id: 'sc-1', shared: true })));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    expect(await screen.findByText('“Fast ugeordre” is deleted.')).toBeInTheDocument();
  });
});

describe('Save cart on the cart page', () => {
  it('saves the cart\'s product lines under a name, shared when asked; a name taken is said', async () => {
    let calls = 0;
    const server = mockServer({
      '/api/SavedCart/SaveSavedCart': () => (++calls === 1 ? json(409, { message: 'taken', statusCode: 409 }) : json(200, { savedCart: saved({ name: 'Mandag' }) })),
    });
    const store = shopStore({ loggedIn: true, cart: cartWith([line('LINE1', 2, { text: 'Saw' })]) });
    renderWithProviders(<SaveCartControl />, { store, initialEntries: ['/en/cart'] });
    await userEvent.click(screen.getByRole('button', { name: 'Save cart' }));
    const name = screen.getByLabelText('Name of the saved cart');
    expect(name).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription('Enter a name.');
    await userEvent.type(name, 'Mandag');
    await userEvent.click(screen.getByRole('checkbox', { name: /Share with my colleagues/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have a saved cart with this name.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The cart is saved as “Mandag”.')).toBeInTheDocument();
    const bodies = (await server.bodiesOf('/api/SavedCart/SaveSavedCart')) as { name: string; shared: boolean; lines: { id: string }[] }[];
    expect(bodies[1]).toMatchObject({ name: 'Mandag', shared: true, lines: [{ id: 'LINE1' }] });
  });

  it('is not offered to a visitor', () => {
    mockServer({});
    renderWithProviders(<SaveCartControl />, { store: shopStore({ loggedIn: false }) });
    expect(screen.queryByRole('button', { name: 'Save cart' })).not.toBeInTheDocument();
  });
});

describe('favourite lists shared with the company', () => {
  const fav = (extra: Partial<FavoriteList>): FavoriteList => ({
    id: 'L1',
    name: 'Tavle-projekt',
    sharing: 'none',
    own: true,
    ownerName: 'Mette Hansen',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    lines: [{ productId: 'P1', variantId: null, unitOfMeasure: 'STK', quantity: null, addedAt: '2026-01-01T00:00:00.000Z' }],
    ...extra,
  });

  it('shows a colleague\'s list beside one\'s own, read only; the owner changes the sharing', async () => {
    const own = fav({});
    const colleague = fav({ id: 'L2', name: 'Ugeordre', own: false, sharing: 'read', ownerName: 'Peter Jensen' });
    const server = mockServer({
      '/api/Price/GetPrices': pending,
      '/api/Product/GetProductsByIds': pending,
      '/api/FavoriteList/GetFavoriteList': (request) =>
        json(200, { favoriteLists: new URL(request.url).searchParams.get('IncludeShared') === 'true' ? [own, colleague] : [own] }),
      '/api/FavoriteList/UpdateFavoriteList': () => json(200, { favoriteList: { ...own, sharing: 'write' } }),
    });
    const store = shopStore({ loggedIn: true });
    renderWithProviders(
      <Routes>
        <Route path="/en/customercenter/favourites" element={<FavoritesPage />} />
      </Routes>,
      { store, initialEntries: ['/en/customercenter/favourites'] },
    );
    await userEvent.selectOptions(await screen.findByLabelText('Sharing with the company'), 'write');
    expect(await screen.findByText('The sharing of “Tavle-projekt” is changed.')).toBeInTheDocument();
    expect(await server.bodiesOf('/api/FavoriteList/UpdateFavoriteList')).toEqual([{ areaId: 'b2b', listName: 'Tavle-projekt', action: 'share', sharing: 'write' }]);
    expect(screen.getByLabelText('Sharing with the company')).toHaveValue('write');

    const nav = screen.getByRole('navigation', { name: 'Shared by colleagues' });
    await userEvent.click(within(nav).getByRole('link', { name: /Ugeordre/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Ugeordre' })).toBeInTheDocument();
    expect(screen.getByText('Shared by Peter Jensen: you can put its products in your cart.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove .* from the list/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Sharing with the company')).not.toBeInTheDocument();
  });
});
