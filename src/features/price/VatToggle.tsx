import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectVatMode, vatModeSet } from '../website';
import { priceMessages } from './messages';

/** localStorage key of the VAT display mode ('true' / 'false'). */
export const VAT_MODE_STORAGE_KEY = 'vat-mode';

/** The stored VAT mode, or null when none (or unreadable) is stored. */
export function readStoredVatMode(): boolean | null {
  try {
    const value = window.localStorage.getItem(VAT_MODE_STORAGE_KEY);
    return value === 'true' ? true : value === 'false' ? false : null;
  } catch {
    return null;
  }
}

export function writeStoredVatMode(on: boolean): void {
  try {
    window.localStorage.setItem(VAT_MODE_STORAGE_KEY, String(on));
  } catch {
    // Storage can be unavailable (privacy modes); the mode holds for this page load.
  }
}

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  cursor: pointer;
  user-select: none;
  color: inherit;
  font-size: 0.875rem;
`;

/** The native checkbox, made invisible over the track so it keeps focus, clicks and the switch role. */
const Input = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: pointer;
`;

const Track = styled.span`
  position: relative;
  display: inline-block;
  flex: none;
  width: 36px;
  height: 20px;
  border-radius: 10px;
  background: rgba(255, 255, 255, 0.35);
  transition: background-color 0.15s ease;

  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.white};
    transition: transform 0.15s ease;
  }

  &:has(input:checked) {
    background: ${({ theme }) => theme.colors.accent};
  }

  &:has(input:checked)::after {
    transform: translateX(16px);
  }

  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.white};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &::after {
      transition: none;
    }
  }
`;

/**
 * SPEC §1 / §9: prices are shown excluding VAT by default; this switch shows them including VAT (×1.25).
 * The choice is kept in localStorage ('vat-mode') and restored when the switch first mounts.
 */
export function VatToggle({ className }: { className?: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const id = useId();
  const on = useAppSelector(selectVatMode);

  useEffect(() => {
    const stored = readStoredVatMode();
    if (stored !== null) dispatch(vatModeSet(stored));
  }, [dispatch]);

  return (
    <Label htmlFor={id} className={className}>
      <Track>
        <Input
          id={id}
          type="checkbox"
          role="switch"
          checked={on}
          aria-checked={on}
          onChange={(event) => {
            const next = event.target.checked;
            writeStoredVatMode(next);
            dispatch(vatModeSet(next));
          }}
        />
      </Track>
      <span>{intl.formatMessage(priceMessages.vatToggle)}</span>
    </Label>
  );
}

export default VatToggle;
