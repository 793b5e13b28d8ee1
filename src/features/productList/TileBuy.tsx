import { useCallback, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { Product } from '../../api/types';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import { NavigationButton } from '../../components/NavigationButton';
import { formatQuantity, MAX_QUANTITY, parseQuantityText } from '../../../common/quantity';
import { defaultUnitId, selectPrice } from '../price';
import { addLinesToCart, unitAllowsDecimals } from '../cart';
import { productMessages } from '../product';
import { selectCurrencyCode, useCmsText } from '../website';

/** As TileBuySlot's TILE_BUY_HEIGHT holds them (not imported: that would keep an export in the first load). */
const HEIGHT = { buy: 88, variant: 40 };

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-height: ${HEIGHT.buy}px;
`;

const QuantityRow = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 0;

  input {
    width: 72px;
    height: 40px;
    padding: 0 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
    text-align: right;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Unit = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Problem = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.8125rem;
`;

const ChooseVariant = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${HEIGHT.variant}px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
`;

export interface TileBuyProps {
  product: Product;
}

/**
 * Add to cart from a product list (issue 16 item 5), for a logged-in customer: a quantity field for the product's
 * default unit (the unit of the tile's price, shown beside it; whole numbers, or up to 3 decimals typed the
 * language's way when the unit is sold by measure; ArrowUp/ArrowDown step by one unit) and 'Add to cart' with the
 * button states of SPEC §2 (adding, added, failed with the reason). Enter in the field adds too. A product with
 * variants has no single line to add: its tile leads to the product page to choose one.
 */
export default function TileBuy({ product }: TileBuyProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const cms = useCmsText();
  const id = useId();
  const [text, setText] = useState('1');
  const unitId = defaultUnitId(product);
  const allowsDecimals = unitAllowsDecimals(product.units, unitId);
  const quantity = parseQuantityText(text, allowsDecimals);
  const problem =
    quantity !== null
      ? null
      : allowsDecimals
        ? intl.formatMessage(productMessages.measuredQuantityInvalid)
        : intl.formatMessage(productMessages.quantityInvalid, { max: MAX_QUANTITY });

  const onAdd = useCallback(async () => {
    if (quantity === null) throw new Error(problem ?? undefined);
    // The customer's price the tile shows (the price store), read when adding: for the add_to_cart event only.
    const state = store.getState();
    const requestCurrency = selectCurrencyCode(state);
    const entry = selectPrice(state, { productId: product.id, variantId: null, unitOfMeasure: unitId }, requestCurrency);
    const price = entry?.status === 'success' ? entry.price : null;
    // The best tier the quantity reaches (usePrice's priceForQuantity, not imported for the same reason as HEIGHT).
    const unitPrice =
      price === null
        ? null
        : (entry?.tiers ?? []).reduce((best, tier) => (tier.minQuantity <= quantity && tier.price < best ? tier.price : best), price);
    const currency = (price !== null && entry?.currencyCode) || requestCurrency;
    dispatch(addLinesToCart([{ product, unitId, variantId: null, quantity, unitPrice }], currency));
  }, [dispatch, problem, product, quantity, store, unitId]);

  /** 'Add to cart: <name>': the visible text, then the product (a list's controls are told apart). */
  const forProduct = (action: MessageDescriptor) =>
    intl.formatMessage(productMessages.forProduct, { action: intl.formatMessage(action), name: product.name });

  if (product.variants.length > 0) {
    return (
      <ChooseVariant to={product.url} aria-label={forProduct(productMessages.chooseVariant)}>
        {intl.formatMessage(productMessages.chooseVariant)}
      </ChooseVariant>
    );
  }

  const step = (by: number) => {
    const next = (quantity ?? 0) + by;
    if (next >= (allowsDecimals ? 0.001 : 1) && next <= MAX_QUANTITY) setText(formatQuantity(Math.round(next * 1000) / 1000, intl.locale));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    step(event.key === 'ArrowUp' ? 1 : -1);
  };
  const unitLabel = cms(`unit.${unitId}`) ?? unitId;
  return (
    // Enter in the field submits: the browser clicks the submit button, which runs its states.
    <Form onSubmit={(event: FormEvent) => event.preventDefault()} noValidate>
      <QuantityRow>
        <input
          id={id}
          type="text"
          inputMode={allowsDecimals ? 'decimal' : 'numeric'}
          autoComplete="off"
          aria-label={forProduct(productMessages.quantity)}
          aria-invalid={quantity === null}
          aria-describedby={`${id}-unit${problem ? ` ${id}-problem` : ''}`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (quantity !== null) setText(formatQuantity(quantity, intl.locale));
          }}
        />
        <Unit id={`${id}-unit`}>{unitLabel}</Unit>
      </QuantityRow>
      {problem && <Problem id={`${id}-problem`}>{problem}</Problem>}
      <NavigationButton
        type="submit"
        fullWidth
        onClick={onAdd}
        aria-label={forProduct(productMessages.addToCart)}
        addedLabel={intl.formatMessage(productMessages.addedToCart)}
      >
        {intl.formatMessage(productMessages.addToCart)}
      </NavigationButton>
    </Form>
  );
}
