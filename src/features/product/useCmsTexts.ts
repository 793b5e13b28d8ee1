import { useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppSelector } from '../../app/hooks';
import { selectCmsText } from '../website/websiteSlice';

/**
 * CMS labels (GetTranslations) for a set of keys, e.g. 'unit.PK' or 'spec.material': key → text, undefined when
 * the CMS has none. Returns a lookup function.
 */
export function useCmsTexts(keys: readonly string[]): (key: string) => string | undefined {
  const texts = useAppSelector((state) => keys.map((key) => selectCmsText(state, key, '')), shallowEqual);
  const signature = keys.join('\u0000');
  return useMemo(() => {
    const map = new Map<string, string>();
    keys.forEach((key, i) => {
      const text = texts[i];
      if (text) map.set(key, text);
    });
    return (key: string) => map.get(key);
    // The key list is compared by value (signature).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [texts, signature]);
}
