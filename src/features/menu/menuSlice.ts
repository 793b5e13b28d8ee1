import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MenuItem, MenuKind, Page } from '../../api/types';
import { stripLocale } from '../../../common/locales';
import { websiteLoaded } from '../website';

export interface MenuState {
  menus: Record<MenuKind, MenuItem[]>;
  /** Ids of the open menu levels, top first (the mega menu / dropdown / burger). */
  openPath: string[];
}

const initialState: MenuState = { menus: { primary: [], categories: [], secondary: [] }, openPath: [] };

const menuSlice = createSlice({
  name: 'menu',
  initialState,
  reducers: {
    menuOpened(state, action: PayloadAction<{ level: number; id: string }>) {
      state.openPath = [...state.openPath.slice(0, action.payload.level), action.payload.id];
    },
    /** Closes the given level and everything below it (SPEC §2: on route change or mouse leave). */
    menuClosed(state, action: PayloadAction<{ level: number } | undefined>) {
      state.openPath = state.openPath.slice(0, action.payload?.level ?? 0);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(websiteLoaded, (state, action) => {
      state.menus = action.payload.area.menus;
      state.openPath = [];
    });
  },
});

export const { menuOpened, menuClosed } = menuSlice.actions;
export const menuReducer = menuSlice.reducer;

interface WithMenu {
  menu: MenuState;
}

export const selectMenu = (state: WithMenu, kind: MenuKind) => state.menu.menus[kind];
export const selectOpenPath = (state: WithMenu) => state.menu.openPath;

/** SPEC §9: a dropdown applies when a top item has fewer than 13 children; otherwise a mega menu. */
const DROPDOWN_MAX_CHILDREN = 12;
export const isDropdown = (item: MenuItem) => item.children.length <= DROPDOWN_MAX_CHILDREN;

/** SPEC §2: a menu item may have an external link; only its path part is used internally. */
export function menuItemPath(item: MenuItem): string {
  if (item.externalLink) {
    try {
      const url = new URL(item.externalLink);
      return `${url.pathname}${url.search}${url.hash}`;
    } catch {
      return item.url;
    }
  }
  return item.url;
}

export interface Breadcrumb {
  id: string;
  name: string;
  url: string;
}

const normalise = (url: string) => {
  const path = stripLocale(url.split(/[?#]/)[0] ?? '/');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
};

function findTrail(items: MenuItem[], match: (item: MenuItem) => boolean, trail: MenuItem[] = []): MenuItem[] | null {
  for (const item of items) {
    const next = [...trail, item];
    if (match(item)) return next;
    const found = findTrail(item.children, match, next);
    if (found) return found;
  }
  return null;
}

/**
 * SPEC §2 breadcrumbs: from the menu tree by URL (language prefix stripped; walking up the URL for pages
 * below a menu item, such as products under a category); else by the current page id, then its parent id.
 * The root URL is left out. The current page ends the trail.
 */
export function buildBreadcrumbs(
  menus: Record<MenuKind, MenuItem[]>,
  page: Pick<Page, 'id' | 'parentId' | 'url' | 'title'> | null,
  currentUrl: string,
): Breadcrumb[] {
  const trees = [menus.categories, menus.primary, menus.secondary];
  const target = normalise(currentUrl);
  let trail: MenuItem[] | null = null;
  const segments = target.split('/').filter(Boolean);
  for (let n = segments.length; n > 0 && !trail; n--) {
    const path = `/${segments.slice(0, n).join('/')}`;
    for (const tree of trees) {
      trail = findTrail(tree, (item) => normalise(menuItemPath(item)) === path);
      if (trail) break;
    }
  }
  let trailIsPage = false;
  if (!trail && page) {
    for (const id of [page.id, page.parentId]) {
      if (!id) continue;
      for (const tree of trees) {
        trail = findTrail(tree, (item) => item.id === id);
        if (trail) break;
      }
      if (trail) {
        trailIsPage = id === page.id;
        break;
      }
    }
  }
  const crumbs: Breadcrumb[] = (trail ?? [])
    .filter((item) => normalise(menuItemPath(item)) !== '/')
    .map((item) => ({ id: item.id, name: item.name, url: menuItemPath(item) }));
  const last = crumbs[crumbs.length - 1];
  if (page && !trailIsPage && normalise(page.url) !== '/' && (!last || normalise(last.url) !== target)) {
    crumbs.push({ id: page.id, name: page.title, url: page.url });
  }
  return crumbs;
}

export const selectMenus = (state: WithMenu) => state.menu.menus;
export const makeSelectBreadcrumbs = () =>
  createSelector(
    [selectMenus, (_: WithMenu, page: Page | null) => page, (_: WithMenu, __: Page | null, url: string) => url],
    (menus, page, url) => buildBreadcrumbs(menus, page, url),
  );
