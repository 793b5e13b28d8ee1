import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Product } from '../../../api/types';
import { withMessages } from '../../../app/i18n';
import { defaultUnitId } from '../../price';
import { accountMessages as m } from '../accountMessages';

/** The dialog is its own chunk (with the 'account' texts): product tiles stay light. */
const loadDialog = withMessages('favoritesDialog', () => import(/* webpackChunkName: "favoritesDialog" */ './FavoritesDialog'));
const FavoritesDialog = lazy(loadDialog);
const preloadDialog = () => {
  loadDialog().catch(() => undefined); // A failed preload is retried when the dialog opens.
};

const Button = styled.button<{ $compact: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  align-self: flex-start;
  padding: ${({ $compact }) => ($compact ? '4px' : '6px 10px')};
  border: 1px solid ${({ theme, $compact }) => ($compact ? 'transparent' : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
`;

function HeartIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.4 1.1 5 2.9 1.6-1.8 3-2.9 5-2.9 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface FavoriteButtonProps {
  product: Product;
  /** The unit and variant to add (the product page's choice); the product's defaults otherwise. */
  unitId?: string;
  variantId?: string | null;
  /** An icon button named after the product (product tiles) instead of the labelled button. */
  compact?: boolean;
}

/**
 * 'Add to favourite list': opens the favourite-list dialog (lazy) and gives the focus back when it closes. Its own
 * chunk, mounted by FavoriteSlot for logged-in customers only.
 */
export function FavoriteButton({ product, unitId, variantId, compact = false }: FavoriteButtonProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  const label = intl.formatMessage(m.favoritesButton);
  return (
    <>
      <Button
        ref={buttonRef}
        type="button"
        $compact={compact}
        aria-haspopup="dialog"
        aria-label={compact ? intl.formatMessage(m.favoritesButtonFor, { name: product.name }) : undefined}
        title={compact ? label : undefined}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
      >
        <HeartIcon />
        {!compact && label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <FavoritesDialog
            product={product}
            unitId={unitId ?? defaultUnitId(product)}
            variantId={variantId === undefined ? (product.variants[0]?.id ?? null) : variantId}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}

export default FavoriteButton;
