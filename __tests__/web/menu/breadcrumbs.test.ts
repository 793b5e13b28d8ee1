import type { MenuItem, MenuKind } from '../../../src/api/types';
import { buildBreadcrumbs, isDropdown, menuItemPath } from '../../../src/features/menu/menuSlice';

const item = (id: string, name: string, url: string, children: MenuItem[] = [], externalLink: string | null = null): MenuItem => ({
  id, name, url, externalLink, parentId: null, menus: ['categories'], children,
});

const menus: Record<MenuKind, MenuItem[]> = {
  categories: [
    item('home', 'Home', '/en'),
    item('c1', 'Fastening', '/en/fastening', [item('c11', 'Screws', '/en/fastening/screws', [item('c111', 'Wood screws', '/en/fastening/screws/wood-screws')])]),
  ],
  primary: [],
  secondary: [item('about', 'About us', '/en/about-us', [], 'https://www.example.com/en/about-us?x=1#team')],
};
const page = (id: string, parentId: string | null, url: string, title: string) => ({ id, parentId, url, title });

describe('breadcrumbs (SPEC §2)', () => {
  it('follows the menu tree by URL, with the language prefix stripped, the root left out', () => {
    expect(buildBreadcrumbs(menus, page('p', null, '/en/fastening/screws', 'Screws'), '/en/fastening/screws').map((c) => c.name)).toEqual([
      'Fastening',
      'Screws',
    ]);
    // The same trail matches a Danish URL without prefix (the prefix is stripped on both sides).
    expect(buildBreadcrumbs(menus, null, '/fastening/screws/wood-screws').map((c) => c.name)).toEqual(['Fastening', 'Screws', 'Wood screws']);
  });

  it('walks up the URL for pages below a menu item (a product under its category) and ends with the page', () => {
    const crumbs = buildBreadcrumbs(menus, page('prod', 'x', '/en/fastening/screws/wood-screws/essve-123', 'Essve wood screw'), '/en/fastening/screws/wood-screws/essve-123');
    expect(crumbs.map((c) => c.name)).toEqual(['Fastening', 'Screws', 'Wood screws', 'Essve wood screw']);
    expect(crumbs[crumbs.length - 1]).toMatchObject({ id: 'prod', url: '/en/fastening/screws/wood-screws/essve-123' });
  });

  it('falls back to the current page id, then to its parent id', () => {
    expect(buildBreadcrumbs(menus, page('c11', null, '/en/elsewhere', 'Screws'), '/en/elsewhere').map((c) => c.name)).toEqual(['Fastening', 'Screws']);
    expect(buildBreadcrumbs(menus, page('nope', 'c1', '/en/other', 'Other'), '/en/other').map((c) => c.name)).toEqual(['Fastening', 'Other']);
  });

  it('home has no crumbs', () => {
    expect(buildBreadcrumbs(menus, page('home', null, '/en', 'Home'), '/en')).toEqual([]);
  });

  it('uses only the path of an external link; dropdown below 13 children', () => {
    expect(menuItemPath(menus.secondary[0]!)).toBe('/en/about-us?x=1#team');
    expect(isDropdown(item('x', 'x', '/x', Array.from({ length: 12 }, (_, i) => item(`${i}`, `${i}`, `/${i}`))))).toBe(true);
    expect(isDropdown(item('x', 'x', '/x', Array.from({ length: 13 }, (_, i) => item(`${i}`, `${i}`, `/${i}`))))).toBe(false);
  });
});
