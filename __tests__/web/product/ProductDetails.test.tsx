import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntl } from 'react-intl';
import type { ContentResponse, Product } from '../../../src/api/types';
import type { AppStore } from '../../../src/app/store';
import { selectCart, selectCartLines } from '../../../src/features/cart/cartSlice';
import { BlockRenderer } from '../../../src/features/content/blocks/BlockRenderer';
import { getBlockComponent, loadBlocks } from '../../../src/features/content/blocks/registry';
import { pageLoaded } from '../../../src/features/content/contentSlice';
import { priceNeeded } from '../../../src/features/price/priceSaga';
import { pricesReceived } from '../../../src/features/price/priceSlice';
import { ProductDetailsBlock, datasheetUrl } from '../../../src/features/productPage/ProductDetails';
import '../../../src/features/content/blocks/builtins';
import { selectProductById } from '../../../src/features/product/productSlice';
import { formatSpecValue } from '../../../src/features/product/specs';
import { billingAddress, makeProduct, mockServer, price, shopStore, type ShopSetup } from './fixtures';
import { cssOf } from '../cssOf';
import da from '../../../translations/da.json';
import { renderWithProviders } from '../renderWithProviders';

const TRANSLATIONS = { 'unit.STK': 'pcs', 'unit.PK': 'Pack' };

function productPage(store: AppStore, product: Product) {
  const content: ContentResponse = {
    contentType: 'product',
    statusCode: 200,
    product,
    content: {
      id: `product-${product.id}`,
      parentId: null,
      type: 'product',
      title: product.name,
      description: product.shortDescription,
      url: product.url,
      menuTitle: product.name,
      properties: { productId: product.id },
      urls: {},
      content: [{ id: 'product-details', type: 'productDetails', parameters: {} }],
    },
  };
  store.dispatch(pageLoaded({ path: product.url, content }));
}

function renderProduct(product: Product = makeProduct(), setup: ShopSetup = {}) {
  const store = shopStore({ translations: TRANSLATIONS, ...setup });
  productPage(store, product);
  return renderWithProviders(
    <BlockRenderer blocks={[{ id: 'product-details', type: 'productDetails', parameters: {} }]} />,
    { store },
  );
}

const events = (name: string) =>
  (window.dataLayer ?? []).filter(
    (entry): entry is { event: string; ecommerce: Record<string, unknown> } =>
      typeof entry === 'object' && entry !== null && (entry as { event?: unknown }).event === name,
  );

const shownPrice = (container: HTMLElement) => container.querySelector('[data-price-status]');

beforeEach(() => {
  window.dataLayer = [];
  window.localStorage.clear();
});

describe('ProductDetails block', () => {
  it('registers for productDetails blocks (a chunk of its own) and renders nothing without a product page', async () => {
    await loadBlocks([{ type: 'productDetails' }]);
    expect(getBlockComponent('productDetails')).toBe(ProductDetailsBlock);
    const { container } = renderWithProviders(<ProductDetailsBlock block={{ id: 'x', type: 'productDetails', parameters: {} }} />, {
      store: shopStore(),
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('shows name, brand, numbers, descriptions, units, specifications and the datasheet link', () => {
    const { store } = renderProduct();
    expect(screen.getByRole('heading', { level: 1, name: 'Wood screw 5.0 x 60' })).toBeInTheDocument();
    // The brand line, with a label for screen readers.
    expect(screen.getByText((_text, el) => el?.tagName === 'P' && el.textContent === 'Brand: Fixa')).toBeInTheDocument();
    expect(screen.getByText('Item no.').nextSibling).toHaveTextContent('100200');
    expect(screen.getByText('EAN').nextSibling).toHaveTextContent('5701234567890');
    expect(screen.getByText('Zinc-plated wood screw for outdoor use.')).toBeInTheDocument();
    expect(screen.getByText('Delivered in packs of 100.')).toBeInTheDocument();

    // Units with the CMS labels and the pack factor; no variant select without variants.
    const unit = screen.getByRole('combobox', { name: 'Unit' });
    expect(within(unit).getAllByRole('option').map((o) => o.textContent)).toEqual(['pcs', 'Pack of 100']);
    expect(unit).toHaveValue('STK');
    expect(screen.queryByRole('combobox', { name: 'Variant' })).not.toBeInTheDocument();

    const specs = screen.getByRole('region', { name: 'Specifications' });
    const rows = within(specs)
      .getAllByRole('row')
      .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
    expect(rows).toEqual([
      ['Brand', 'Fixa'],
      ['Material', 'Steel'],
      ['Length (mm)', '1,250.5'],
      ['Features', 'Rust-proof, Self-drilling'],
    ]);

    expect(screen.getByRole('link', { name: 'Download datasheet (PDF)' })).toHaveAttribute(
      'href',
      datasheetUrl('100200', 'en'),
    );
    expect(datasheetUrl('100200', 'en', '')).toBe(
      '/api/PerfionFile/file/100200/datasheet?fileName=100200-datasheet.pdf&language=en',
    );
    expect(screen.getByRole('checkbox', { name: 'Compare Wood screw 5.0 x 60' })).not.toBeChecked();
    // The product is known to the other views (comparison bar).
    expect(selectProductById(store.getState(), '100200')?.name).toBe('Wood screw 5.0 x 60');
  });

  it('names units by what they hold: pieces without a base label, measures with the SI symbol, others with the base', () => {
    const units = (list: Product['units']) => {
      const view = renderProduct(makeProduct({ units: list, unitPrices: [] }));
      const options = within(screen.getByRole('combobox', { name: 'Unit' })).getAllByRole('option').map((o) => o.textContent);
      view.unmount();
      return options;
    };
    expect(units([{ unitId: 'PK', factor: 10, isDefault: true }, { unitId: 'KRT', factor: 100, isDefault: false }])).toEqual([
      'Pack of 10',
      'KRT of 100',
    ]);
    // A base unit sold by measure (the catalogue's flag) is a measure with its symbol; without the flag it is not.
    const metre = { unitId: 'M', factor: 1, isDefault: true };
    const roll = { unitId: 'RL', factor: 50, isDefault: false };
    expect(units([{ ...metre, allowsDecimals: true }, roll])).toEqual(['M', 'RL of 50 m']);
    expect(units([metre, roll])).toEqual(['M', 'RL (50 M)']);
    expect(units([{ unitId: 'PK', factor: 1, isDefault: true }, { unitId: 'KRT', factor: 12, isDefault: false }])).toEqual([
      'Pack',
      'KRT (12 Pack)',
    ]);
  });

  it('formats specification numbers for the locale', () => {
    const spec = { key: 'lengthMm', label: 'Længde', value: '1250.5', numValue: 1250.5 };
    expect(formatSpecValue(spec, createIntl({ locale: 'da-DK' }))).toBe('1.250,5');
    expect(formatSpecValue(spec, createIntl({ locale: 'en-US' }))).toBe('1,250.5');
  });

  it('has a keyboard-accessible gallery with alt texts and lazy thumbnails', async () => {
    renderProduct();
    const gallery = screen.getByTestId('product-gallery');
    const main = () => within(gallery).getAllByRole('img').find((img) => img.getAttribute('alt') !== '');
    expect(main()).toHaveAttribute('alt', 'Screw from the front');
    expect(main()?.getAttribute('src')).toMatch(/^\/images\/raw\//); // SVG → raw route

    const list = screen.getByRole('list', { name: 'Product images' });
    const thumbs = within(list).getAllByRole('button');
    expect(thumbs.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Show image 1 of 3',
      'Show image 2 of 3',
      'Show image 3 of 3',
    ]);
    for (const img of list.querySelectorAll('img')) expect(img).toHaveAttribute('loading', 'lazy');
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(thumbs[1]!);
    expect(main()).toHaveAttribute('alt', 'Screw from the side');
    expect(main()?.getAttribute('src')).toMatch(/^\/images\/fit\/600\/600\/center\//); // raster → resize route
    expect(thumbs[1]).toHaveAttribute('aria-pressed', 'true');

    // Arrow keys move between the thumbnails and show the image.
    thumbs[1]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(thumbs[2]).toHaveFocus();
    expect(main()).toHaveAttribute('alt', 'Screw in a pack');
    await userEvent.keyboard('{ArrowRight}');
    expect(thumbs[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(thumbs[2]).toHaveFocus();
    thumbs[0]!.focus();
    await userEvent.keyboard('{Enter}');
    expect(main()).toHaveAttribute('alt', 'Screw from the front');
  });

  it('changing the unit changes the price key (anonymous list price)', async () => {
    const { container } = renderProduct();
    expect(shownPrice(container)).toHaveTextContent('DKK 2,50');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), 'PK');
    expect(shownPrice(container)).toHaveTextContent('DKK 199,00');
    expect(screen.getByRole('deletion')).toHaveTextContent('DKK 249,00');
  });

  it('changing the variant changes the price key', async () => {
    const product = makeProduct({
      variants: [
        { id: 'V40', name: '4.0 x 40' },
        { id: 'V60', name: '5.0 x 60' },
      ],
      unitPrices: [price('STK', 3), price('STK', 2, { variantId: 'V40' }), price('STK', 4, { variantId: 'V60' })],
    });
    const { container } = renderProduct(product);
    const variant = screen.getByRole('combobox', { name: 'Variant' });
    expect(variant).toHaveValue('V40');
    expect(shownPrice(container)).toHaveTextContent('DKK 2,00');
    await userEvent.selectOptions(variant, '5.0 x 60');
    expect(shownPrice(container)).toHaveTextContent('DKK 4,00');
  });

  it('asks the price store for the selected key when logged in', async () => {
    mockServer({ '/api/Price/GetPrices': () => new Promise<Response>(() => undefined) });
    const product = makeProduct({ variants: [{ id: 'V40', name: '4.0 x 40' }, { id: 'V60', name: '5.0 x 60' }] });
    const store = shopStore({ translations: TRANSLATIONS, loggedIn: true });
    const dispatch = jest.spyOn(store, 'dispatch');
    productPage(store, product);
    renderWithProviders(<ProductDetailsBlock block={{ id: 'pd', type: 'productDetails', parameters: {} }} />, { store });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), 'PK');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Variant' }), 'V60');
    const asks = dispatch.mock.calls.filter(([action]) => priceNeeded.match(action)).map(([action]) => action);
    expect(asks).toEqual([
      priceNeeded([{ productId: '100200', variantId: 'V40', unitOfMeasure: 'STK' }]),
      priceNeeded([{ productId: '100200', variantId: 'V40', unitOfMeasure: 'PK' }]),
      priceNeeded([{ productId: '100200', variantId: 'V60', unitOfMeasure: 'PK' }]),
    ]);
  });

  it('validates the typed quantity: an error text, never NaN; the stepper counts from 1', async () => {
    const { container } = renderProduct();
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    expect(input).toHaveValue('1');
    expect(decrease).toBeDisabled();

    // The message names the real limit (MAX_QUANTITY), formatted for the locale.
    for (const bad of ['abc', '0', '2.5', '-3', '', '100000']) {
      await userEvent.clear(input);
      if (bad) await userEvent.type(input, bad);
      expect(screen.getByRole('alert')).toHaveTextContent('Enter a whole number from 1 to 99,999');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('Enter a whole number from 1 to 99,999');
      expect(container.textContent).not.toMatch(/NaN/);
    }

    await userEvent.clear(input);
    await userEvent.type(input, '12');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'false');
    // The quantity reaches the 10-piece tier.
    expect(shownPrice(container)).toHaveTextContent('DKK 2,25');
    await userEvent.click(increase);
    expect(input).toHaveValue('13');
    await userEvent.click(decrease);
    await userEvent.click(decrease);
    expect(input).toHaveValue('11');
  });

  it('adds to cart: creates the cart, adds the line, shows added, pushes add_to_cart; a second add merges', async () => {
    const { store } = renderProduct(makeProduct(), { loggedIn: false });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), 'PK');
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '3');
    const button = screen.getByRole('button', { name: 'Add to cart' });
    await userEvent.click(button);

    expect(selectCartLines(store.getState())).toEqual([
      {
        id: 'LINE0',
        parentId: null,
        text: 'Wood screw 5.0 x 60',
        quantity: 3,
        productKey: { productId: '100200', unitOfMeasure: 'PK', variantId: null },
        type: 'product',
        allowsDecimals: false,
      },
    ]);
    expect(selectCart(store.getState())?.currencyCode).toBe('DKK');
    // Saved locally at once (SPEC §4).
    expect(JSON.parse(window.localStorage.getItem('cart') ?? 'null')).toEqual(selectCart(store.getState()));
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'added'));
    expect(button).toHaveTextContent('Added to cart');
    expect(events('add_to_cart')).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'DKK',
          value: 597,
          items: [{ item_id: '100200', item_name: 'Wood screw 5.0 x 60', item_brand: 'Fixa', price: 199, quantity: 3 }],
        },
      },
    ]);

    await userEvent.click(button);
    expect(selectCartLines(store.getState())).toHaveLength(1);
    expect(selectCartLines(store.getState())[0]?.quantity).toBe(6);
  });

  it('uses the customer’s billing address for a new cart when logged in', async () => {
    mockServer({ '/api/Price/GetPrices': () => new Promise<Response>(() => undefined) });
    const { store } = renderProduct(makeProduct(), { loggedIn: true });
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const cart = selectCart(store.getState())!;
    expect(cart.billingAddress).toEqual(billingAddress);
    expect(cart.shippingAddress).toEqual(billingAddress);
  });

  it('adds into the locally stored cart when the state has none', async () => {
    window.localStorage.setItem(
      'cart',
      JSON.stringify({
        cartId: 'stored-cart',
        billingAddress,
        shippingAddress: billingAddress,
        comment: '',
        reference: '',
        createdAt: '2025-01-01T00:00:00.000Z',
        expectedDeliveryDate: '2025-01-02',
        hasExpextedDeliveryDateError: false,
        currencyCode: 'DKK',
        lines: [
          {
            id: 'LINE0',
            parentId: null,
            text: 'Wood screw',
            quantity: 2,
            productKey: { productId: '100200', unitOfMeasure: 'STK', variantId: null },
            type: 'product',
          },
        ],
        paymentMethod: null,
        shippingMethod: null,
      }),
    );
    const { store } = renderProduct();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(selectCart(store.getState())?.cartId).toBe('stored-cart');
    expect(selectCartLines(store.getState()).map((l) => [l.id, l.quantity])).toEqual([['LINE0', 3]]);
  });

  it('a unit sold by measure takes 12,5 in Danish (and a point), shows it the Danish way and adds 12.5 m (issue 16)', async () => {
    const cable = makeProduct({
      id: '300100',
      name: 'Cable',
      units: [
        { unitId: 'M', factor: 1, isDefault: true, allowsDecimals: true },
        { unitId: 'RL', factor: 100, isDefault: false, allowsDecimals: false },
      ],
    });
    const store = shopStore({ translations: TRANSLATIONS, locale: 'da' });
    productPage(store, cable);
    renderWithProviders(<BlockRenderer blocks={[{ id: 'product-details', type: 'productDetails', parameters: {} }]} />, {
      store,
      initialEntries: ['/'],
      locale: 'da-DK',
      messages: da,
    });
    const input = await screen.findByRole('textbox', { name: 'Antal' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.clear(input);
    await userEvent.type(input, '12.5');
    await userEvent.tab();
    expect(input).toHaveValue('12,5'); // written back the Danish way
    await userEvent.click(screen.getByRole('button', { name: 'Øg antal' }));
    expect(input).toHaveValue('13,5');
    await userEvent.click(screen.getByRole('button', { name: 'Reducér antal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Læg i kurv' }));
    expect(selectCartLines(store.getState()).map((l) => [l.productKey.unitOfMeasure, l.quantity, l.allowsDecimals])).toEqual([['M', 12.5, true]]);
    // A roll is whole: the same text is invalid for it.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Enhed' }), 'RL');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('an invalid quantity fails the button with the error as title and adds nothing', async () => {
    const { store } = renderProduct();
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, 'x');
    const button = screen.getByRole('button', { name: 'Add to cart' });
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'failed'));
    expect(button).toHaveAttribute('title', 'Enter a whole number from 1 to 99,999');
    expect(selectCart(store.getState())).toBeNull();
    expect(events('add_to_cart')).toEqual([]);
  });

  it('pushes view_item once per product view (anonymous: the list price)', async () => {
    renderProduct();
    expect(events('view_item')).toEqual([
      {
        event: 'view_item',
        ecommerce: {
          currency: 'DKK',
          value: 2.5,
          items: [{ item_id: '100200', item_name: 'Wood screw 5.0 x 60', item_brand: 'Fixa', price: 2.5 }],
        },
      },
    ]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), 'PK');
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await userEvent.type(input, '5');
    expect(events('view_item')).toHaveLength(1);
  });

  it('view_item waits for the customer price when logged in', async () => {
    mockServer({ '/api/Price/GetPrices': () => new Promise<Response>(() => undefined) });
    const { store } = renderProduct(makeProduct(), { loggedIn: true });
    expect(screen.getByRole('status', { name: 'Loading price' })).toBeInTheDocument();
    expect(events('view_item')).toEqual([]);
    const key = { productId: '100200', variantId: null, unitOfMeasure: 'STK' };
    act(() => {
      store.dispatch(
        pricesReceived({ keys: [key], currencyCode: 'DKK', prices: [{ ...key, price: 1.8, beforePrice: null, currencyCode: 'DKK' }] }),
      );
    });
    expect(events('view_item')).toHaveLength(1);
    expect(events('view_item')[0]?.ecommerce).toMatchObject({ currency: 'DKK', value: 1.8 });
    act(() => {
      store.dispatch(
        pricesReceived({ keys: [key], currencyCode: 'DKK', prices: [{ ...key, price: 1.7, beforePrice: null, currencyCode: 'DKK' }] }),
      );
    });
    expect(events('view_item')).toHaveLength(1);
  });
});

describe('ProductDetails on a phone', () => {
  /** a before b in the document (and so on the page, where the phone layout stacks them). */
  const before = (a: Element, b: Element) => expect(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

  it('puts name, a compact gallery, the choices, the price and the add button before tiers, compare and description', () => {
    const { container } = renderProduct();
    const name = screen.getByRole('heading', { level: 1 });
    const gallery = screen.getByTestId('product-gallery');
    const unit = screen.getByRole('combobox', { name: 'Unit' });
    const quantity = screen.getByRole('textbox', { name: 'Quantity' });
    const price = shownPrice(container)!;
    const add = screen.getByRole('button', { name: 'Add to cart' });
    const tiers = screen.getByRole('table', { name: /^Quantity prices per/ });
    const compare = screen.getByRole('checkbox', { name: /^Compare/ });
    const description = screen.getByText('Zinc-plated wood screw for outdoor use.');
    [name, gallery, unit, quantity, price, add, tiers, compare, description].reduce((a, b) => {
      before(a, b);
      return b;
    });
    // The price line has no table of its own: the tiers come after the add button.
    expect(price).not.toContainElement(tiers);
    // The main image is a 180 px box below 768 px (a square from there), the thumbnails 48 px.
    const main = gallery.firstElementChild!;
    expect(cssOf(main)).toMatch(/height:180px;/);
    expect(cssOf(main)).toMatch(/@media \(min-width: 768px\)\{\.[\w-]+\{height:auto;aspect-ratio:1\/1;\}/);
    // The grid: name, gallery, information stacked; from 768 px the gallery beside name and information.
    const layout = container.querySelector('article')!;
    expect(cssOf(layout)).toMatch(/grid-template-areas:'head' 'gallery' 'info';/);
    expect(cssOf(layout)).toMatch(/@media \(min-width: 768px\)\{[^}]*grid-template-areas:'gallery head' 'gallery info';/);
  });
});
