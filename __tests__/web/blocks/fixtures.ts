import type { AreaSettings, Block, MenuItem, Page } from '../../../src/api/types';

export function menuItem(id: string, name: string, url: string, children: MenuItem[] = []): MenuItem {
  return {
    id,
    name,
    url,
    externalLink: null,
    parentId: null,
    menus: ['primary'],
    children: children.map((child) => ({ ...child, parentId: id })),
  };
}

export function page(overrides: Partial<Page> = {}): Page {
  return {
    id: 'page',
    parentId: null,
    type: 'page',
    title: 'Page',
    description: '',
    url: '/en/page',
    menuTitle: '',
    properties: {},
    urls: {},
    content: [],
    ...overrides,
  };
}

export function area(footerContent: Block[], menus: Partial<AreaSettings['menus']> = {}): AreaSettings {
  return {
    area: { id: 'b2b', name: 'Nordic Tools B2B', currencyCode: 'DKK', defaultLanguage: 'da' },
    domains: [],
    languages: [],
    footerContent,
    defaultFacets: [],
    sortingOptions: [],
    imagePrefix: 'products',
    menus: { primary: [], categories: [], secondary: [], ...menus },
  };
}
