import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { shallowEqual } from 'react-redux';
import { isApiError } from '../../../api/apiError';
import { useAppSelector } from '../../../app/hooks';
import { PRODUCT_CART_LOOKUP_TEMPLATE, useGetProductsByIdsQuery } from '../../product';
import { selectAreaInfo } from '../../website';
import { candidateIds, resolveItem, type ResolvedItem } from './items';
import { quickOrderMessages as m } from './messages';

/** The item lookup waits this long after the last keystroke (Enter looks up at once). */
export const LOOKUP_DEBOUNCE_MS = 250;

export type Lookup =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'unknown' }
  | { status: 'failed' }
  | { status: 'found'; item: ResolvedItem };

/** The debounced item lookup: what the typed item number names, via GetProductsByIds (cached by RTK Query). */
export function useItemLookup(typed: string, lookedUp: string): Lookup {
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

/** Debounce: the typed item is looked up once typing pauses (LOOKUP_DEBOUNCE_MS after the last key). */
export function useDebouncedLookup(itemText: string, lookedUp: string, setLookedUp: (text: string) => void): void {
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
export function useAdvanceWhenLookedUp(
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
      focusAndSelect(quantityRef);
    } else if (status === 'unknown' || status === 'failed') {
      advance.current = false;
      announce(status === 'unknown' ? intl.formatMessage(m.gridUnknown, { item: itemText.trim() }) : intl.formatMessage(m.gridLookupFailed));
    }
  }, [advance, announce, intl, itemText, quantityRef, status]);
}

/** The item note for a lookup that found nothing (unknown item) or failed; null otherwise. */
export function lookupMessage(intl: IntlShape, status: Lookup['status'], itemText: string): string | null {
  if (status === 'unknown') return intl.formatMessage(m.gridUnknown, { item: itemText.trim() });
  if (status === 'failed') return intl.formatMessage(m.gridLookupFailed);
  return null;
}

/** Moves on to a field with its text selected, so typing replaces it. */
export function focusAndSelect(ref: RefObject<HTMLInputElement | null>): void {
  ref.current?.focus();
  ref.current?.select();
}

/**
 * The item-number field's state: the typed text, its debounced lookup, the note under it (a message of its own such
 * as 'enter an item first', else unknown or failed), and Enter: found → on to the quantity; unknown or failed → the
 * note is said again; not looked up yet → looked up at once, and on to the quantity when found.
 */
export function useItemEntry(announce: (text: string) => void, quantityRef: RefObject<HTMLInputElement | null>) {
  const intl = useIntl();
  const advanceOnFound = useRef(false);
  const [itemText, setItemText] = useState('');
  const [lookedUp, setLookedUp] = useState('');
  const [itemError, setItemError] = useState<string | null>(null);

  useDebouncedLookup(itemText, lookedUp, setLookedUp);
  const lookup = useItemLookup(itemText, lookedUp);
  useAdvanceWhenLookedUp(advanceOnFound, lookup.status, quantityRef, announce, itemText);
  const itemMessage = itemError ?? lookupMessage(intl, lookup.status, itemText);

  const onChange = (text: string) => {
    advanceOnFound.current = false;
    setItemError(null);
    setItemText(text);
  };

  const reset = () => {
    advanceOnFound.current = false;
    setItemText('');
    setLookedUp('');
    setItemError(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (itemText.trim() === '') return;
    setItemError(null);
    if (lookup.status === 'found') {
      focusAndSelect(quantityRef);
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

  return { itemText, lookup, itemMessage, setItemError, onChange, onKeyDown, reset };
}
