/**
 * Stock from the ERP in the storefront (issue 18, docs/stock.md): the availability line of tiles and the product
 * page in the five languages (dates in the locale's short form), nothing without stock data; the cart line's note and
 * the checkout's list of lines that cannot ship at once and when they can.
 */
import { screen } from '@testing-library/react';
import type { CartLine } from '../../../src/api/commerceTypes';
import type { Product } from '../../../src/api/types';
import { CartStockNotes, LineStockNote } from '../../../src/features/cart/StockNote';
import { Availability } from '../../../src/features/productList/Availability';
import { Availability as PageAvailability } from '../../../src/features/productPage/Availability';
import { ProductTile } from '../../../src/features/productList/ProductTile';
import da from '../../../translations/da.json';
import en from '../../../translations/en.json';
import fi from '../../../translations/fi.json';
import nb from '../../../translations/nb.json';
import sv from '../../../translations/sv.json';
import { makeProduct, mockServer, shopStore } from '../product/fixtures';
import { renderWithProviders } from '../renderWithProviders';

const LANGUAGES = { da: ['da-DK', da], en: ['en-US', en], sv: ['sv-SE', sv], nb: ['nb-NO', nb], fi: ['fi-FI', fi] } as const;
type Lang = keyof typeof LANGUAGES;

const inLanguage = (lang: Lang) => {
  const [locale, messages] = LANGUAGES[lang];
  return { locale, messages: messages as Record<string, string> };
};

describe('Availability', () => {
  const cases: [Lang, Product['availability'], string][] = [
    ['da', { status: 'inStock', quantity: 120 }, 'På lager'],
    ['en', { status: 'low', quantity: 4 }, '4 in stock'],
    ['sv', { status: 'expected', quantity: 0, nextInbound: { date: '2027-03-09', quantity: 50 } }, 'Väntas 27-03-09'],
    ['nb', { status: 'expected', quantity: 0, nextInbound: { date: '2027-03-09', quantity: 50 } }, 'Forventet 09.03.27'],
    ['fi', { status: 'onOrder', quantity: 0 }, 'Tilaustuote'],
    ['en', { status: 'expected', quantity: 0, nextInbound: { date: '2027-03-09', quantity: 50 } }, 'Expected 09/03/27'],
    ['da', { status: 'low', quantity: 7 }, '7 på lager'],
  ];
  it.each(cases)('in %s shows %j as the right text', (lang, availability, text) => {
    renderWithProviders(<Availability availability={availability} />, inLanguage(lang));
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows nothing without stock data (never "out of stock")', () => {
    const { container } = renderWithProviders(<Availability availability={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('on the product page: the chosen variant\'s, else the product\'s', () => {
    const product = makeProduct({
      availability: { status: 'low', quantity: 5 },
      variants: [
        { id: 'S', name: 'Small', availability: { status: 'expected', quantity: 0, nextInbound: { date: '2027-04-01', quantity: 9 } } },
        { id: 'L', name: 'Large' },
      ],
    });
    const { unmount } = renderWithProviders(<PageAvailability product={product} variantId="S" />, inLanguage('da'));
    expect(screen.getByText('Forventes 01.04.27')).toBeInTheDocument();
    unmount();
    renderWithProviders(<PageAvailability product={product} variantId="L" />, inLanguage('fi'));
    expect(screen.getByText('5 varastossa')).toBeInTheDocument();
  });

  it('is on the product tile', () => {
    mockServer({ '/api/Price/GetPrices': () => new Promise<Response>(() => undefined) });
    const store = shopStore({ loggedIn: false });
    const product = makeProduct({ id: '4711', availability: { status: 'low', quantity: 3 } });
    renderWithProviders(<ProductTile product={product} />, { store });
    expect(screen.getByRole('article', { name: product.name })).toHaveTextContent('3 in stock');
  });
});

const line = (id: string, text: string, stock?: CartLine['stock']): CartLine => ({
  id,
  parentId: null,
  text,
  quantity: 2,
  productKey: { productId: id, unitOfMeasure: 'STK', variantId: null },
  type: 'product',
  ...(stock ? { stock } : {}),
});

describe('cart and checkout stock notes', () => {
  it('a cart line that cannot ship now says from when (sv), or that it ships when it arrives (fi)', () => {
    const later = line('1', 'Hammer', { shipsNow: false, availableFrom: '2027-01-20' });
    const { unmount } = renderWithProviders(<LineStockNote line={later} />, inLanguage('sv'));
    expect(screen.getByText('Inte i lager nu: kan skickas från 27-01-20')).toBeInTheDocument();
    unmount();
    renderWithProviders(<LineStockNote line={line('2', 'Saw', { shipsNow: false, availableFrom: null })} />, inLanguage('fi'));
    expect(screen.getByText('Ei varastossa: lähetetään, kun tuote saapuu')).toBeInTheDocument();
  });

  it('lines that ship now, or have no stock data, get no note', () => {
    const { container } = renderWithProviders(
      <>
        <LineStockNote line={line('1', 'Hammer', { shipsNow: true })} />
        <LineStockNote line={line('2', 'Saw')} />
        <CartStockNotes lines={[line('1', 'Hammer', { shipsNow: true }), line('2', 'Saw')]} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('the checkout lists the lines that cannot ship at once and when they can (da, nb)', () => {
    const lines = [
      line('1', 'Klohammer', { shipsNow: true }),
      line('2', 'Fukssvans', { shipsNow: false, availableFrom: '2027-02-01' }),
      line('3', 'Bidsløjfe', { shipsNow: false, availableFrom: null }),
    ];
    const { unmount } = renderWithProviders(<CartStockNotes lines={lines} />, inLanguage('da'));
    expect(screen.getByText('Ikke alt kan sendes med det samme')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Fukssvans: Ikke på lager nu: kan sendes fra 01.02.27', 'Bidsløjfe: Ikke på lager: sendes, når varen kommer hjem']);
    unmount();
    renderWithProviders(<CartStockNotes lines={lines} />, inLanguage('nb'));
    expect(screen.getByText('Ikke alt kan sendes med en gang')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Fukssvans: Ikke på lager nå: kan sendes fra 01.02.27');
  });
});
