import { useId, useOptimistic, useState, useTransition, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Facet, FacetOption } from '../../api/types';
import { useAppSelector } from '../../app/hooks';
import { formatMoney } from '../../../common/format';
import type { FacetValue } from '../search';
import type { FacetSelection } from '../../../common/search/url';
import { clearFacet, listMessages, showMore, sliderInputLabel, sliderRange } from './messages';
import { TextButton } from './styles';
import { selectCurrencyCode } from '../website';
import { formatDecimal } from '../../../common/format';

/** The slider over prices (the search index's price field): its range reads like prices. */
export const PRICE_FIELD = 'price';

/** Checkbox options shown before 'show more'. */
export const FACET_VISIBLE_OPTIONS = 8;

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0 0 20px;
  padding: 0 0 16px;
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Legend = styled.legend`
  margin-bottom: 8px;
  padding: 0;
  font-weight: 700;
`;

const Options = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const OptionLabel = styled.label<{ $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 4px 0;
  cursor: ${({ $disabled }) => ($disabled ? 'default' : 'pointer')};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.muted : theme.colors.text)};

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const OptionText = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Range = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-size: 0.875rem;

  input {
    width: 100%;
    height: 38px;
    padding: 0 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
  }
  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -1px;
  }
`;

const Hint = styled.p`
  margin: 6px 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8125rem;
`;

const SliderFooter = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px;
`;

interface CheckboxFacetProps {
  facet: Facet;
  title: string;
  options: FacetOption[];
  selected: string[];
  onChange: (field: string, value: FacetValue) => void;
}

/** CheckboxOr / CheckboxAnd: one checkbox per option with its count; 'show more' after 8 options. */
export function CheckboxFacet({ facet, title, options, selected: given, onChange }: CheckboxFacetProps) {
  const intl = useIntl();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  // A tap ticks the box at once (an optimistic value, a small render); the list's new search renders as a transition
  // behind it (on a phone at 4× CPU the whole result list's render made the tap 190 ms, measured in bench:web).
  const [selected, setSelected] = useOptimistic(given);
  const [, startTransition] = useTransition();
  const chosen = new Set(selected);
  // A selected value the reply does not list any more stays visible, so it can be unchecked.
  const all: FacetOption[] = [
    ...options,
    ...selected.filter((key) => !options.some((o) => o.key === key)).map((key) => ({ key, count: 0 })),
  ];
  const visible = expanded ? all : all.filter((o, i) => i < FACET_VISIBLE_OPTIONS || chosen.has(o.key));
  const toggle = (key: string) => {
    const next = chosen.has(key) ? selected.filter((v) => v !== key) : [...selected, key];
    startTransition(() => {
      setSelected(next);
      onChange(facet.field, next);
    });
  };

  return (
    <Fieldset data-facet={facet.queryField}>
      <Legend>{title}</Legend>
      <Options id={listId}>
        {visible.map((option) => {
          const checked = chosen.has(option.key);
          const disabled = !checked && option.count === 0;
          return (
            <li key={option.key}>
              <OptionLabel $disabled={disabled}>
                <input
                  type="checkbox"
                  name={facet.queryField}
                  value={option.key}
                  checked={checked}
                  disabled={disabled}
                  onChange={() => toggle(option.key)}
                />
                <OptionText>{option.label || option.key}</OptionText>
                <Count>({formatDecimal(option.count, intl.locale)})</Count>
              </OptionLabel>
            </li>
          );
        })}
      </Options>
      {all.length > FACET_VISIBLE_OPTIONS && (
        <TextButton type="button" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
          {expanded
            ? intl.formatMessage(listMessages.showFewer)
            : intl.formatMessage(showMore, { count: all.length })}
        </TextButton>
      )}
    </Fieldset>
  );
}

type Range = { min?: number; max?: number };

const toText = (n: number | undefined) => (n === undefined ? '' : String(n));

function toNumber(text: string): number | undefined {
  const clean = text.trim().replace(',', '.');
  if (clean === '') return undefined;
  const n = Number(clean);
  return Number.isFinite(n) ? n : undefined;
}

interface SliderFacetProps {
  facet: Facet;
  title: string;
  /** The reply's one option: the available min and max. */
  option: FacetOption | undefined;
  value: Range | undefined;
  onChange: (field: string, value: FacetValue) => void;
}

/** Slider: min and max number inputs, applied on blur or Enter (SPEC §5: written as 'min,max'). */
interface BoundInputProps {
  bound: string;
  facetTitle: string;
  option: { min?: number; max?: number } | undefined;
  placeholder: string | undefined;
  value: string;
  onChange: (value: string) => void;
  onCommit: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** One end of a slider facet: a number input labelled '{facet}, Min' / '{facet}, Max'. */
function BoundInput({ bound, facetTitle, option, placeholder, value, onChange, onCommit, onKeyDown }: BoundInputProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <Field>
      <label htmlFor={id} aria-hidden="true">
        {bound}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        step="any"
        aria-label={intl.formatMessage(sliderInputLabel, { facet: facetTitle, bound })}
        min={option?.min}
        max={option?.max}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onCommit}
        onKeyDown={onKeyDown}
      />
    </Field>
  );
}

export function SliderFacet({ facet, title, option, value, onChange }: SliderFacetProps) {
  const intl = useIntl();
  const valueKey = `${toText(value?.min)},${toText(value?.max)}`;
  const [synced, setSynced] = useState(valueKey);
  const [min, setMin] = useState(toText(value?.min));
  const [max, setMax] = useState(toText(value?.max));
  /** The range sent and not yet in the URL, so Enter followed by blur navigates once. */
  const [pending, setPending] = useState<string | null>(null);
  // The URL changed (a commit arrived, back/forward, clear): show its values.
  if (synced !== valueKey) {
    setSynced(valueKey);
    setMin(toText(value?.min));
    setMax(toText(value?.max));
    setPending(null);
  }

  const commit = () => {
    let lo = toNumber(min);
    let hi = toNumber(max);
    if (lo !== undefined && hi !== undefined && lo > hi) [lo, hi] = [hi, lo];
    const key = `${toText(lo)},${toText(hi)}`;
    setMin(toText(lo));
    setMax(toText(hi));
    if (key === valueKey || key === pending) return;
    setPending(key);
    const range: Range = {};
    if (lo !== undefined) range.min = lo;
    if (hi !== undefined) range.max = hi;
    onChange(facet.field, lo === undefined && hi === undefined ? null : range);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };
  const currencyCode = useAppSelector(selectCurrencyCode);
  const format = (n: number) => formatDecimal(n, intl.locale, 2);
  const formatBound = (n: number) => (facet.field === PRICE_FIELD ? formatMoney(n, currencyCode) : format(n));
  const hasRange = typeof option?.min === 'number' && typeof option?.max === 'number';
  const active = value?.min !== undefined || value?.max !== undefined;

  return (
    <Fieldset data-facet={facet.queryField}>
      <Legend>{title}</Legend>
      <Range>
        <BoundInput
          bound={intl.formatMessage(listMessages.sliderMin)}
          facetTitle={title}
          option={option}
          placeholder={hasRange ? format(option.min!) : undefined}
          value={min}
          onChange={setMin}
          onCommit={commit}
          onKeyDown={onKeyDown}
        />
        <BoundInput
          bound={intl.formatMessage(listMessages.sliderMax)}
          facetTitle={title}
          option={option}
          placeholder={hasRange ? format(option.max!) : undefined}
          value={max}
          onChange={setMax}
          onCommit={commit}
          onKeyDown={onKeyDown}
        />
      </Range>
      <SliderFooter>
        {hasRange ? (
          <Hint>{intl.formatMessage(sliderRange, { min: formatBound(option.min!), max: formatBound(option.max!) })}</Hint>
        ) : (
          <span />
        )}
        {active && (
          <TextButton
            type="button"
            aria-label={intl.formatMessage(clearFacet, { facet: title })}
            onClick={() => {
              setMin('');
              setMax('');
              setPending(',');
              onChange(facet.field, null);
            }}
          >
            {intl.formatMessage(listMessages.sliderClear)}
          </TextButton>
        )}
      </SliderFooter>
    </Fieldset>
  );
}

export interface FacetPanelProps {
  facets: Facet[];
  facetOptions: Record<string, FacetOption[]>;
  selection: FacetSelection;
  titleOf: (facet: Facet) => string;
  onChange: (field: string, value: FacetValue) => void;
}

/** The facet groups that have options (or a selection) in the current reply. */
export function FacetPanel({ facets, facetOptions, selection, titleOf, onChange }: FacetPanelProps) {
  return (
    <>
      {facets.map((facet) => {
        const options = facetOptions[facet.field] ?? [];
        const value = selection[facet.field];
        if (facet.type === 'Slider') {
          const option = options[0];
          const range = value && !Array.isArray(value) ? value : undefined;
          if (!range && (option?.min === undefined || option.max === undefined || option.count === 0)) return null;
          return (
            <SliderFacet
              key={facet.field}
              facet={facet}
              title={titleOf(facet)}
              option={option}
              value={range}
              onChange={onChange}
            />
          );
        }
        const selected = Array.isArray(value) ? value : [];
        if (options.length === 0 && selected.length === 0) return null;
        return (
          <CheckboxFacet
            key={facet.field}
            facet={facet}
            title={titleOf(facet)}
            options={options}
            selected={selected}
            onChange={onChange}
          />
        );
      })}
    </>
  );
}
