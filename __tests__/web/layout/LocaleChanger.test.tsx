import { screen, within } from '@testing-library/react';
import LocaleChanger, { localeHref } from '../../../src/features/layout/LocaleChanger';
import { renderWithProviders } from '../renderWithProviders';
import { setupStore, type StoreSetup } from './fixtures';

function renderChanger(path: string, setup: StoreSetup = {}) {
  renderWithProviders(<LocaleChanger />, { store: setupStore(setup), initialEntries: [path] });
  const nav = screen.getByRole('navigation', { name: 'Choose language' });
  const hrefs = Object.fromEntries(
    ['Dansk', 'English', 'Svenska', 'Norsk', 'Suomi'].map((name) => [
      name,
      within(nav).getByRole('link', { name }).getAttribute('href'),
    ]),
  );
  return { nav, hrefs };
}

describe('LocaleChanger', () => {
  it('shows a 22 × 22 flag link per language and marks the active one', () => {
    const { nav } = renderChanger('/en/cart');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Dansk',
      'English',
      'Svenska',
      'Norsk',
      'Suomi',
    ]);
    for (const link of links) {
      const svg = link.querySelector('svg');
      expect(svg).toHaveAttribute('width', '22');
      expect(svg).toHaveAttribute('height', '22');
    }
    expect(within(nav).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(within(nav).getByRole('link', { name: 'Dansk' })).not.toHaveAttribute('aria-current');
  });

  it("links a content page to its own URL in each language, swapping the prefix where it has none", () => {
    const { hrefs } = renderChanger('/en/about-us', {
      content: { path: '/en/about-us', page: { urls: { da: '/om-os', en: '/en/about-us', sv: '/sv/om-oss' } } },
    });
    expect(hrefs).toEqual({
      Dansk: '/om-os',
      English: '/en/about-us',
      Svenska: '/sv/om-oss',
      Norsk: '/nb/about-us',
      Suomi: '/fi/about-us',
    });
  });

  it('ignores content that belongs to another page', () => {
    const { hrefs } = renderChanger('/en/search?q=saw', {
      content: { path: '/en/about-us', page: { urls: { da: '/om-os' } } },
    });
    expect(hrefs.Dansk).toBe('/search?q=saw');
    expect(hrefs.Svenska).toBe('/sv/search?q=saw');
  });

  it('maps a named route to its path in each language, keeping the query', () => {
    expect(renderChanger('/en/cart').hrefs).toEqual({
      Dansk: '/kurv',
      English: '/en/cart',
      Svenska: '/sv/kurv',
      Norsk: '/nb/kurv',
      Suomi: '/fi/kurv',
    });
  });

  it('swaps the prefix of any other path (Danish has none)', () => {
    const { hrefs } = renderChanger('/sv/links/foo?x=1', { locale: 'sv' });
    expect(hrefs).toEqual({
      Dansk: '/links/foo?x=1',
      English: '/en/links/foo?x=1',
      Svenska: '/sv/links/foo?x=1',
      Norsk: '/nb/links/foo?x=1',
      Suomi: '/fi/links/foo?x=1',
    });
  });

  it('computes hrefs for routes with parameters and the home page', () => {
    const at = (pathname: string, search = '') => ({ pathname, search, hash: '' });
    expect(localeHref('en', at('/kundecenter/ordrer/42'), null)).toBe('/en/kundecenter/ordrer/42');
    expect(localeHref('da', at('/en/customer-center/recover-password', '?token=t'), null)).toBe(
      '/kundecenter/gendan-kodeord?token=t',
    );
    expect(localeHref('en', at('/'), null)).toBe('/en');
    expect(localeHref('da', at('/en'), null)).toBe('/');
  });
});
