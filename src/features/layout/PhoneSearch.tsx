import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { CloseIcon } from '../../components/CloseIcon';
import { media } from '../../styles/theme';
import { iconButton } from './iconButton';
import { messages } from './messages';
import { MagnifierIcon } from './SearchField';

/** Phones: below the 768 px breakpoint (SPEC §9) the header is one compact row. */
export const PHONE = `@media (max-width: ${768 - 0.02}px)`;

/**
 * Where the search field sits. From 768 px it is always shown in the main bar; on phones it is hidden until the
 * search icon opens it, and then takes the whole row (the row's other items hide, see phoneSearchRow).
 */
const Slot = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  flex: 1 1 auto;
  min-width: 0;
  justify-content: center;

  ${PHONE} {
    display: none;
    &[data-open] {
      display: flex;
    }
  }
`;

/** The row of the main bar: while the phone search is open, only the search slot shows. */
export const phoneSearchRow = `
  ${PHONE} {
    &[data-search-open] > :not([data-search-slot]) {
      display: none;
    }
  }
`;

const IconButton = styled.button`
  ${iconButton}
  flex: none;
  ${media.md} {
    display: none;
  }
`;

export interface PhoneSearch {
  open: boolean;
  /** Opens the field and moves the focus into it. */
  show: () => void;
  /** Closes the field and returns the focus to the search icon. */
  hide: () => void;
  slotId: string;
  slotRef: RefObject<HTMLDivElement | null>;
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/** The state of the phone header's search: closed again by a route change (a search was made, a link followed). */
export function usePhoneSearch(): PhoneSearch {
  const [open, setOpen] = useState(false);
  const slotId = useId();
  const slotRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  /** Set by hide(): the icon gets the focus back once it shows again (it is hidden while the field is open). */
  const refocus = useRef(false);
  const location = useLocation();

  useEffect(() => {
    if (open) slotRef.current?.querySelector<HTMLInputElement>('input')?.focus();
    else if (refocus.current) toggleRef.current?.focus();
    refocus.current = false;
  }, [open]);

  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  const show = useCallback(() => setOpen(true), []);
  const hide = useCallback(() => {
    refocus.current = true;
    setOpen(false);
  }, []);
  return { open, show, hide, slotId, slotRef, toggleRef };
}

/** The search icon of the phone header (hidden from 768 px, where the field is always shown). */
export function SearchToggle({ search }: { search: PhoneSearch }) {
  const intl = useIntl();
  return (
    <IconButton
      ref={search.toggleRef}
      type="button"
      aria-label={intl.formatMessage(messages.openSearch)}
      aria-expanded={search.open}
      aria-controls={search.slotId}
      onClick={search.show}
    >
      <MagnifierIcon />
    </IconButton>
  );
}

/** The search field's slot: on phones with a close button; Escape closes it there too. */
export function SearchSlot({ search, children }: { search: PhoneSearch; children: ReactNode }) {
  const intl = useIntl();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && search.open) {
      event.preventDefault();
      search.hide();
    }
  };
  return (
    <Slot ref={search.slotRef} id={search.slotId} data-search-slot="" data-open={search.open || undefined} onKeyDown={onKeyDown}>
      {children}
      <IconButton type="button" aria-label={intl.formatMessage(messages.closeSearch)} onClick={search.hide}>
        <CloseIcon />
      </IconButton>
    </Slot>
  );
}
