import { useMemo } from 'react';
import { useAppSelector } from '../../../app/hooks';

const PREFIX = 'unit.';

/** The CMS unit labels of the shop's language ('unit.PK' → 'Pack') as unit id → label. */
export function useUnitLabels(): Readonly<Record<string, string>> {
  const translations = useAppSelector((state) => state.website.translations);
  return useMemo(() => {
    const labels: Record<string, string> = {};
    for (const [key, value] of Object.entries(translations)) {
      if (key.startsWith(PREFIX) && value) labels[key.slice(PREFIX.length)] = value;
    }
    return labels;
  }, [translations]);
}
