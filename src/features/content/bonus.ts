import type { MenuItem } from '../../api/types';
import { menuItemPath } from '../menu';

/** SPEC §2: whether a menu (the secondary menu) has a link ending in /bonus, at any level. */
export function hasBonusLink(items: readonly MenuItem[]): boolean {
  return items.some((item) => {
    const path = menuItemPath(item).replace(/[?#].*$/, '').replace(/\/+$/, '');
    return path.endsWith('/bonus') || hasBonusLink(item.children);
  });
}
