import type { IntlShape } from 'react-intl';
import { MAX_QUANTITY } from '../../product';
import { MAX_QUANTITY_DECIMALS } from '../cartRules';
import { quickOrderMessages as m } from './messages';
import { CART_MAX_LINES, type RowReason } from './validate';

export interface ReasonArgs {
  reason: RowReason;
  /** The unit as typed (unitNotSold). */
  typedUnit?: string | null;
  /** The unit the quantity was checked against (quantity reasons). */
  unitId?: string;
  /** Variant ids or unit labels to choose from. */
  options?: readonly string[];
}

/** The translated reason a row or a typed line cannot be added. `unitLabels`: unit id → label. */
export function reasonText(intl: IntlShape, args: ReasonArgs, unitLabels: Readonly<Record<string, string>>): string {
  const list = (options: readonly string[] | undefined) => intl.formatList(options ?? [], { type: 'disjunction' });
  const unit = args.unitId ? (unitLabels[args.unitId] ?? args.unitId) : '';
  switch (args.reason) {
    case 'missingQuantity':
      return intl.formatMessage(m.reasonMissingQuantity);
    case 'tooManyColumns':
      return intl.formatMessage(m.reasonTooManyColumns);
    case 'quantityInvalid':
      return intl.formatMessage(m.reasonQuantityInvalid);
    case 'unknownItem':
      return intl.formatMessage(m.reasonUnknownItem);
    case 'quantityNotWhole':
      return intl.formatMessage(m.reasonQuantityNotWhole, { unit });
    case 'tooManyDecimals':
      return intl.formatMessage(m.reasonTooManyDecimals, { decimals: MAX_QUANTITY_DECIMALS });
    case 'quantityTooLarge':
      return intl.formatMessage(m.reasonQuantityTooLarge, { max: MAX_QUANTITY });
    case 'variantRequired':
      return intl.formatMessage(m.reasonVariantRequired, { variants: list(args.options) });
    case 'unitNotSold':
      return intl.formatMessage(m.reasonUnitNotSold, { unit: args.typedUnit ?? '', units: list(args.options) });
    case 'cartFull':
      return intl.formatMessage(m.reasonCartFull, { max: CART_MAX_LINES });
  }
}
