import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';

/** A lookup of CMS-managed labels: `cms(key)` → text or undefined; `cms(key, fallback)` → text or fallback. */
export interface CmsText {
  (key: string): string | undefined;
  (key: string, fallback: string): string;
}

/** CMS-managed labels of the active locale (GetTranslations: 'facet.brand', 'sort.name', 'unit.PK', 'spec.material'). */
export function useCmsText(): CmsText {
  const translations = useAppSelector((state) => state.website.translations);
  return useMemo(() => {
    function cms(key: string): string | undefined;
    function cms(key: string, fallback: string): string;
    function cms(key: string, fallback?: string): string | undefined {
      return translations[key] ?? fallback;
    }
    return cms;
  }, [translations]);
}
