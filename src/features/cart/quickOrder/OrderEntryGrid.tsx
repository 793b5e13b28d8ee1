import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Product } from '../../../api/types';
import { useAppDispatch, useAppStore } from '../../../app/hooks';
import { NavigationButton } from '../../../components';
import { addLinesToCart, lineText, unitAllowsDecimals } from '../cartRules';
import { defaultUnitId } from '../../price';
import type { ResolvedItem } from './items';
import { quickOrderMessages as m } from './messages';
import {
  AddCell,
  AddedLinesLog,
  Grid,
  GridNotes,
  ItemField,
  Note,
  QuantityField,
  VariantAndUnitFields,
  type LineChoice,
  type LoggedLine,
} from './OrderEntryFields';
import { parseQuantityText } from './parseQuickOrder';
import { reasonText } from './reasonText';
import { knownUnitPrice } from './submitQuickOrder';
import { focusAndSelect, useItemEntry } from './useOrderEntryLookup';
import { quantityReason, type RowReason } from './validate';

export { LOOKUP_DEBOUNCE_MS } from './useOrderEntryLookup';

/** The line's product, unit and variant: the customer's choice for the found product, else its defaults. */
function chosenLine(found: ResolvedItem | null, choice: LineChoice | null): { product: Product | null; unitId: string; variantId: string | null } {
  const product = found?.product ?? null;
  if (!product) return { product, unitId: '', variantId: null };
  if (choice?.productId === product.id) return { product, unitId: choice.unitId, variantId: choice.variantId };
  return { product, unitId: defaultUnitId(product), variantId: found?.variantId ?? product.variants[0]?.id ?? null };
}


/** Why the typed quantity cannot be added in the unit (unreadable, not positive, decimals in a whole unit); null if it can. */
function quantityProblem(parsed: ReturnType<typeof parseQuantityText>, product: Product, unitId: string): RowReason | null {
  if (!parsed) return 'quantityInvalid';
  return quantityReason(parsed.value, parsed.hasDecimals, unitAllowsDecimals(product.units, unitId));
}

/** The lines added in this visit, newest first, and the function that logs one (keys count up). */
function useAddedLinesLog(): [readonly LoggedLine[], (line: Omit<LoggedLine, 'key'>) => void] {
  const logKey = useRef(0);
  const [log, setLog] = useState<LoggedLine[]>([]);
  const logLine = (line: Omit<LoggedLine, 'key'>) => {
    logKey.current += 1;
    const key = logKey.current;
    setLog((lines) => [{ key, ...line }, ...lines]);
  };
  return [log, logLine];
}

/** A key handler that runs `action` on Enter (and keeps Enter from doing anything else). */
function onEnter<E extends HTMLElement>(action: () => void): (event: KeyboardEvent<E>) => void {
  return (event) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    action();
  };
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

  const [quantityText, setQuantityText] = useState('1');
  const [choice, setChoice] = useState<LineChoice | null>(null);
  const [quantityError, setQuantityError] = useState<string | null>(null);
  const [log, logLine] = useAddedLinesLog();

  const item = useItemEntry(announce, quantityRef);
  const { itemText, lookup, itemMessage, setItemError } = item;
  const found = lookup.status === 'found' ? lookup.item : null;
  const { product, unitId, variantId } = chosenLine(found, choice);
  const parsedQuantity = parseQuantityText(quantityText);

  const itemNoteId = `${id}-item-note`;
  const quantityNoteId = `${id}-quantity-note`;
  const helpId = `${id}-help`;

  const clear = (message?: string) => {
    item.reset();
    setQuantityText('1');
    setChoice(null);
    setQuantityError(null);
    itemRef.current?.focus();
    if (message) announce(message);
  };

  const addLine = () => {
    if (!product) {
      setItemError(intl.formatMessage(m.gridItemFirst));
      itemRef.current?.focus();
      return;
    }
    const problem = quantityProblem(parsedQuantity, product, unitId);
    if (problem || !parsedQuantity) {
      setQuantityError(reasonText(intl, { reason: problem ?? 'quantityInvalid', unitId }, unitLabels));
      quantityRef.current?.focus();
      return;
    }
    const quantity = parsedQuantity.value;
    const line = { product, unitId, variantId, quantity };
    dispatch(addLinesToCart([{ ...line, unitPrice: knownUnitPrice(store.getState(), line) }]));
    const name = lineText(product, variantId);
    logLine({ itemNumber: itemText.trim(), name, quantity, unitId });
    clear(intl.formatMessage(m.gridAddedLine, { quantity, unit: unitLabels[unitId] ?? unitId, name }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      clear(intl.formatMessage(m.gridCleared));
    }
  };

  const onQuantityKeyDown = onEnter(addLine);
  const onSelectKeyDown = onEnter(() => focusAndSelect(quantityRef));

  return (
    <div onKeyDown={onKeyDown}>
      <Note id={helpId}>{intl.formatMessage(m.gridHelp)}</Note>
      <Grid>
        <ItemField
          id={id}
          inputRef={itemRef}
          value={itemText}
          describedBy={`${helpId} ${itemNoteId}`}
          invalid={itemMessage !== null}
          onChange={item.onChange}
          onKeyDown={item.onKeyDown}
        />
        <VariantAndUnitFields
          id={id}
          product={product}
          unitId={unitId}
          variantId={variantId}
          unitLabels={unitLabels}
          onChoose={setChoice}
          onKeyDown={onSelectKeyDown}
        />
        <QuantityField
          id={id}
          inputRef={quantityRef}
          value={quantityText}
          errorNoteId={quantityError ? quantityNoteId : undefined}
          onChange={(text) => {
            setQuantityError(null);
            setQuantityText(text);
          }}
          onKeyDown={onQuantityKeyDown}
        />
        <AddCell>
          <NavigationButton variant="secondary" onClick={addLine}>
            {intl.formatMessage(m.gridAdd)}
          </NavigationButton>
        </AddCell>
        <GridNotes
          itemNoteId={itemNoteId}
          itemNote={itemMessage ?? (lookup.status === 'searching' ? intl.formatMessage(m.gridSearching) : null)}
          itemNoteIsError={itemMessage !== null}
          preview={found && { product: found.product, unitId, variantId, quantity: parsedQuantity?.value ?? 1 }}
          quantityNoteId={quantityNoteId}
          quantityError={quantityError}
        />
      </Grid>
      {log.length > 0 && <AddedLinesLog log={log} unitLabels={unitLabels} />}
    </div>
  );
}
