import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Facet, FacetOption } from '../../api/types';
import type { FacetValue } from '../search';
import type { FacetSelection } from '../../../common/search/url';
import { listMessages, removeFilter } from './messages';
import { TextButton } from './styles';
import { formatDecimal } from '../../../common/format';

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
`;

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 32px;
  padding: 0 10px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: 16px;
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.primaryDark};
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.white};
  }
`;

interface SelectedFacetsProps {
  facets: Facet[];
  facetOptions: Record<string, FacetOption[]>;
  selection: FacetSelection;
  titleOf: (facet: Facet) => string;
  onChange: (field: string, value: FacetValue) => void;
  onClear: () => void;
}

/** The selected facet values as removable chips, and 'Clear filters'. */
export function SelectedFacets({ facets, facetOptions, selection, titleOf, onChange, onClear }: SelectedFacetsProps) {
  const intl = useIntl();
  const format = (n: number) => formatDecimal(n, intl.locale, 2);
  const chips: { key: string; facet: string; value: string; remove: () => void }[] = [];
  for (const facet of facets) {
    const value = selection[facet.field];
    if (!value) continue;
    const title = titleOf(facet);
    if (Array.isArray(value)) {
      for (const key of value) {
        const label = facetOptions[facet.field]?.find((o) => o.key === key)?.label || key;
        chips.push({
          key: `${facet.field}:${key}`,
          facet: title,
          value: label,
          remove: () => onChange(facet.field, value.filter((v) => v !== key)),
        });
      }
    } else {
      const text =
        value.min !== undefined && value.max !== undefined
          ? `${format(value.min)}–${format(value.max)}`
          : value.min !== undefined
            ? `≥ ${format(value.min)}`
            : `≤ ${format(value.max ?? 0)}`;
      chips.push({ key: facet.field, facet: title, value: text, remove: () => onChange(facet.field, null) });
    }
  }
  if (chips.length === 0) return null;
  return (
    <Chips aria-label={intl.formatMessage(listMessages.selectedFilters)}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <Chip
            type="button"
            onClick={chip.remove}
            aria-label={intl.formatMessage(removeFilter, { facet: chip.facet, value: chip.value })}
          >
            <span>
              {chip.facet}: {chip.value}
            </span>
            <span aria-hidden="true">✕</span>
          </Chip>
        </li>
      ))}
      <li>
        <TextButton type="button" onClick={onClear}>
          {intl.formatMessage(listMessages.clearFilters)}
        </TextButton>
      </li>
    </Chips>
  );
}
