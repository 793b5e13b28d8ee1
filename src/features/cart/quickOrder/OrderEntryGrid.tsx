import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { shallowEqual } from 'react-redux';
import styled from 'styled-components';
import type { Product } from '../../../api/types';
import { isApiError } from '../../../api/apiError';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../app/hooks';
import { FormField, NavigationButton } from '../../../components';
import { addLinesToCart, lineText, unitAllowsDecimals } from '../cartRules';
import { defaultUnitId, PriceView, usePrice } from '../../price';
import { PRODUCT_CART_LOOKUP_TEMPLATE, useGetProductsByIdsQuery } from '../../product';
import { selectAreaInfo } from '../../website';
import { candidateIds, resolveItem, soldUnits, type ResolvedItem } from './items';
import { quickOrderMessages as m } from './messages';
import { parseQuantityText } from './parseQuickOrder';
import { reasonText } from './reasonText';
import { knownUnitPrice } from './submitQuickOrder';
import { controlStyles } from './styles';
import { quantityReason, type RowReason } from './validate';

/** The item lookup waits this long after the last keystroke (Enter looks up at once). */
export const LOOKUP_DEBOUNCE_MS = 250;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(140px, 1.2fr) minmax(120px, 0.8fr) minmax(90px, 0.6fr) auto;
  gap: 12px;
  align-items: start;

  @media (max-width: 767px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Field = styled(FormField)`
  gap: 4px;
  margin-bottom: 0;
  min-width: 0;

  label {
    font-size: 0.875rem;
  }
  select {
    height: 42px;
    ${controlStyles}
  }
`;

const AddCell = styled.div`
  align-self: end;
`;

const Preview = styled.div`
  grid-column: 1 / -1;
  display: flex;
  gap: 16px;
  align-items: baseline;
  flex-wrap: wrap;
  min-height: 1.5em;
`;

const Name = styled.span`
  font-weight: 600;
`;

const Note = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.muted)};
`;

const Log = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;

  caption {
    text-align: left;
    font-weight: 600;
    padding: 8px 0 4px;
  }
  th,
  td {
    text-align: left;
    padding: 4px 8px 4px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  td:nth-child(3) {
    font-variant-numeric: tabular-nums;
  }
`;

type Lookup =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'unknown' }
  | { status: 'failed' }
  | { status: 'found'; item: ResolvedItem };

/** The debounced item lookup: what the typed item number names, via GetProductsByIds (cached by RTK Query). */
function useItemLookup(typed: string, lookedUp: string): Lookup {
  const area = useAppSelector(selectAreaInfo, shallowEqual);
  const id = lookedUp.trim();
  const { currentData, error, isFetching } = useGetProductsByIdsQuery(
    { area, lookupTemplate: PRODUCT_CART_LOOKUP_TEMPLATE, ids: candidateIds(id) },
    { skip: id === '' },
  );
  return useMemo<Lookup>(() => {
    if (typed.trim() === '') return { status: 'idle' };
    if (typed.trim() !== id || isFetching) return { status: 'searching' };
    if (currentData) {
      const item = resolveItem(id, new Map(Object.values(currentData.items).map((product) => [product.id, product])));
      return item ? { status: 'found', item } : { status: 'unknown' };
    }
    if (error) return isApiError(error) && error.status === 404 ? { status: 'unknown' } : { status: 'failed' };
    return { status: 'searching' };
  }, [currentData, error, id, isFetching, typed]);
}

/** The found item's name and the buyer's own price (usePrice: the customer's price when logged in). */
function ItemPreview({ product, unitId, variantId, quantity }: { product: Product; unitId: string; variantId: string | null; quantity: number }) {
  const price = usePrice(product, unitId, variantId, quantity);
  return (
    <>
      <Name>{lineText(product, variantId)}</Name>
      <PriceView info={price} quantity={quantity} />
    </>
  );
}

interface LoggedLine {
  key: number;
  itemNumber: string;
  name: string;
  quantity: number;
  unitId: string;
}

/** Debounce: the typed item is looked up once typing pauses (LOOKUP_DEBOUNCE_MS after the last key). */
function useDebouncedLookup(itemText: string, lookedUp: string, setLookedUp: (text: string) => void): void {
  useEffect(() => {
    if (itemText === lookedUp) return undefined;
    const timer = setTimeout(() => setLookedUp(itemText), LOOKUP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [itemText, lookedUp, setLookedUp]);
}

/**
 * Enter on the item field waits for its lookup (`advance` is set): found → on to the quantity (selected, so typing
 * replaces it); unknown or failed → the field stays, and the message is announced.
 */
function useAdvanceWhenLookedUp(
  advance: RefObject<boolean>,
  status: Lookup['status'],
  quantityRef: RefObject<HTMLInputElement | null>,
  announce: (text: string) => void,
  itemText: string,
): void {
  const intl = useIntl();
  useEffect(() => {
    if (!advance.current) return;
    if (status === 'found') {
      advance.current = false;
      quantityRef.current?.focus();
      quantityRef.current?.select();
    } else if (status === 'unknown' || status === 'failed') {
      advance.current = false;
      announce(status === 'unknown' ? intl.formatMessage(m.gridUnknown, { item: itemText.trim() }) : intl.formatMessage(m.gridLookupFailed));
    }
  }, [advance, announce, intl, itemText, quantityRef, status]);
}

/** The product, unit and variant chosen for the line (the product's defaults until the customer chooses). */
interface LineChoice {
  productId: string;
  unitId: string;
  variantId: string | null;
}

interface VariantAndUnitFieldsProps {
  id: string;
  product: Product | null;
  unitId: string;
  variantId: string | null;
  unitLabels: Readonly<Record<string, string>>;
  onChoose: (choice: LineChoice) => void;
  onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => void;
}

/** The variant select (products with variants only) and the unit select (off until an item is found). */
function VariantAndUnitFields({ id, product, unitId, variantId, unitLabels, onChoose, onKeyDown }: VariantAndUnitFieldsProps) {
  const intl = useIntl();
  const units = product ? soldUnits(product) : [];
  return (
    <>
      {product && product.variants.length > 0 ? (
        <Field>
          <label htmlFor={`${id}-variant`}>{intl.formatMessage(m.gridVariant)}</label>
          <select
            id={`${id}-variant`}
            value={variantId ?? ''}
            onChange={(event) => onChoose({ productId: product.id, unitId, variantId: event.target.value || null })}
            onKeyDown={onKeyDown}
          >
            {product.variants.map((variant) => (
              <option key={variant.id} value={variant.id}>
                {variant.name}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <Field>
        <label htmlFor={`${id}-unit`}>{intl.formatMessage(m.gridUnit)}</label>
        <select
          id={`${id}-unit`}
          value={unitId}
          disabled={!product}
          onChange={(event) => product && onChoose({ productId: product.id, unitId: event.target.value, variantId })}
          onKeyDown={onKeyDown}
        >
          {units.map((unit) => (
            <option key={unit} value={unit}>
              {unitLabels[unit] ?? unit}
            </option>
          ))}
        </select>
      </Field>
    </>
  );
}

/** The lines added from the grid in this visit, newest first. */
function AddedLinesLog({ log, unitLabels }: { log: readonly LoggedLine[]; unitLabels: Readonly<Record<string, string>> }) {
  const intl = useIntl();
  return (
    <Log>
      <caption>{intl.formatMessage(m.gridLogCaption)}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(m.gridItem)}</th>
          <th scope="col">{intl.formatMessage(m.gridName)}</th>
          <th scope="col">{intl.formatMessage(m.gridQuantity)}</th>
          <th scope="col">{intl.formatMessage(m.gridUnit)}</th>
        </tr>
      </thead>
      <tbody>
        {log.map((line) => (
          <tr key={line.key}>
            <td>{line.itemNumber}</td>
            <td>{line.name}</td>
            <td>{intl.formatNumber(line.quantity)}</td>
            <td>{unitLabels[line.unitId] ?? line.unitId}</td>
          </tr>
        ))}
      </tbody>
    </Log>
  );
}

export interface OrderEntryGridProps {
  announce: (text: string) => void;
  unitLabels: Readonly<Record<string, string>>;
}

/**
 * The order-entry grid for keyboard-only entry: item number (name and price shown as you type, looked up
 * LOOKUP_DEBOUNCE_MS after the last key), Enter → quantity (selected, so typing replaces it), Enter → the line is
 * added and the item field is empty and focused again. Unknown item → an inline message and Enter stays.
 * Escape clears the line. Variant and unit selects default to the product's first variant and default unit.
 */
export function OrderEntryGrid({ announce, unitLabels }: OrderEntryGridProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const id = useId();
  const itemRef = useRef<HTMLInputElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  const advanceOnFound = useRef(false);
  const logKey = useRef(0);

  const [itemText, setItemText] = useState('');
  const [lookedUp, setLookedUp] = useState('');
  const [quantityText, setQuantityText] = useState('1');
  const [choice, setChoice] = useState<LineChoice | null>(null);
  const [quantityError, setQuantityError] = useState<string | null>(null);
  const [itemError, setItemError] = useState<string | null>(null);
  const [log, setLog] = useState<LoggedLine[]>([]);

  useDebouncedLookup(itemText, lookedUp, setLookedUp);
  const lookup = useItemLookup(itemText, lookedUp);
  const found = lookup.status === 'found' ? lookup.item : null;
  const product = found?.product ?? null;
  const unitId = product ? (choice?.productId === product.id ? choice.unitId : defaultUnitId(product)) : '';
  const variantId = product
    ? choice?.productId === product.id
      ? choice.variantId
      : (found?.variantId ?? product.variants[0]?.id ?? null)
    : null;
  const parsedQuantity = parseQuantityText(quantityText);

  useAdvanceWhenLookedUp(advanceOnFound, lookup.status, quantityRef, announce, itemText);

  const itemNoteId = `${id}-item-note`;
  const quantityNoteId = `${id}-quantity-note`;
  const helpId = `${id}-help`;
  const itemMessage =
    itemError ??
    (lookup.status === 'unknown'
      ? intl.formatMessage(m.gridUnknown, { item: itemText.trim() })
      : lookup.status === 'failed'
        ? intl.formatMessage(m.gridLookupFailed)
        : null);

  const clear = (message?: string) => {
    advanceOnFound.current = false;
    setItemText('');
    setLookedUp('');
    setQuantityText('1');
    setChoice(null);
    setQuantityError(null);
    setItemError(null);
    itemRef.current?.focus();
    if (message) announce(message);
  };

  const addLine = () => {
    if (!product) {
      setItemError(intl.formatMessage(m.gridItemFirst));
      itemRef.current?.focus();
      return;
    }
    const allowsDecimals = unitAllowsDecimals(product.units, unitId);
    const reason: RowReason | null = parsedQuantity
      ? quantityReason(parsedQuantity.value, parsedQuantity.hasDecimals, allowsDecimals)
      : 'quantityInvalid';
    if (reason || !parsedQuantity) {
      setQuantityError(reasonText(intl, { reason: reason ?? 'quantityInvalid', unitId }, unitLabels));
      quantityRef.current?.focus();
      return;
    }
    const quantity = parsedQuantity.value;
    const line = { product, unitId, variantId, quantity };
    dispatch(addLinesToCart([{ ...line, unitPrice: knownUnitPrice(store.getState(), line) }]));
    const name = lineText(product, variantId);
    logKey.current += 1;
    setLog((lines) => [{ key: logKey.current, itemNumber: itemText.trim(), name, quantity, unitId }, ...lines]);
    clear(intl.formatMessage(m.gridAddedLine, { quantity, unit: unitLabels[unitId] ?? unitId, name }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      clear(intl.formatMessage(m.gridCleared));
    }
  };

  const onItemKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (itemText.trim() === '') return;
    setItemError(null);
    if (lookup.status === 'found') {
      quantityRef.current?.focus();
      quantityRef.current?.select();
      return;
    }
    if ((lookup.status === 'unknown' || lookup.status === 'failed') && itemMessage) {
      // Already looked up: say it again, stay here.
      announce(itemMessage);
      return;
    }
    // Look up now (no debounce) and move on when found.
    advanceOnFound.current = true;
    setLookedUp(itemText);
  };

  const onQuantityKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addLine();
  };

  const onSelectKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    quantityRef.current?.focus();
    quantityRef.current?.select();
  };

  return (
    <div onKeyDown={onKeyDown}>
      <Note id={helpId}>{intl.formatMessage(m.gridHelp)}</Note>
      <Grid>
        <Field>
          <label htmlFor={`${id}-item`}>{intl.formatMessage(m.gridItem)}</label>
          <input
            ref={itemRef}
            id={`${id}-item`}
            value={itemText}
            onChange={(event) => {
              advanceOnFound.current = false;
              setItemError(null);
              setItemText(event.target.value);
            }}
            onKeyDown={onItemKeyDown}
            aria-describedby={`${helpId} ${itemNoteId}`}
            aria-invalid={itemMessage ? true : undefined}
            autoComplete="off"
            spellCheck={false}
          />
        </Field>
        <VariantAndUnitFields
          id={id}
          product={product}
          unitId={unitId}
          variantId={variantId}
          unitLabels={unitLabels}
          onChoose={setChoice}
          onKeyDown={onSelectKeyDown}
        />
        <Field>
          <label htmlFor={`${id}-quantity`}>{intl.formatMessage(m.gridQuantity)}</label>
          <input
            ref={quantityRef}
            id={`${id}-quantity`}
            value={quantityText}
            inputMode="decimal"
            onChange={(event) => {
              setQuantityError(null);
              setQuantityText(event.target.value);
            }}
            onFocus={(event) => event.target.select()}
            onKeyDown={onQuantityKeyDown}
            aria-describedby={quantityError ? quantityNoteId : undefined}
            aria-invalid={quantityError ? true : undefined}
            autoComplete="off"
          />
        </Field>
        <AddCell>
          <NavigationButton variant="secondary" onClick={addLine}>
            {intl.formatMessage(m.gridAdd)}
          </NavigationButton>
        </AddCell>
        <Preview>
          <Note id={itemNoteId} $error={itemMessage !== null}>
            {itemMessage ?? (lookup.status === 'searching' ? intl.formatMessage(m.gridSearching) : null)}
          </Note>
          {found && <ItemPreview product={found.product} unitId={unitId} variantId={variantId} quantity={parsedQuantity?.value ?? 1} />}
          {quantityError && (
            <Note id={quantityNoteId} $error>
              {quantityError}
            </Note>
          )}
        </Preview>
      </Grid>
      {log.length > 0 && <AddedLinesLog log={log} unitLabels={unitLabels} />}
    </div>
  );
}
