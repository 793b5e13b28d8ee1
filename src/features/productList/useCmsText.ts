import { useCallback } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectCmsText } from '../website/websiteSlice';

/** CMS-managed labels ('facet.brand', 'sort.name'): `cms(key, fallback)` in the active locale. */
export function useCmsText(): (key: string, fallback: string) => string {
  const website = useAppSelector((state) => state.website);
  return useCallback((key: string, fallback: string) => selectCmsText({ website }, key, fallback), [website]);
}
