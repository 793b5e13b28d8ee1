import type { MenuItem } from '../../api/types';
import { useAppSelector } from '../../app/hooks';

const EMPTY: MenuItem[] = [];

/** The header navigation's items: the primary menu, or the categories menu when primary is empty (SPEC §2). */
export function useNavigationItems(): MenuItem[] {
  const primary = useAppSelector((state) => state.menu.menus.primary);
  const categories = useAppSelector((state) => state.menu.menus.categories);
  if (primary.length > 0) return primary;
  return categories.length > 0 ? categories : EMPTY;
}
