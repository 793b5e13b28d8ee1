import type { IntlShape } from 'react-intl';
import type { Cart } from '../../api/commerceTypes';
import { checkoutMessages as m } from './messages';
import type { PlacementError } from './orderConversion';

/** The server's field keys the page shows at a field of its own; the others go to the error summary. */
function fieldGroup(key: string): 'shippingMethod' | 'paymentMethod' | 'expectedDeliveryDate' | 'shippingAddress' | 'billingAddress' | 'comment' | 'reference' | null {
  const head = key.split(/[.[]/)[0] ?? '';
  switch (head) {
    case 'shippingMethod':
    case 'paymentMethod':
    case 'expectedDeliveryDate':
    case 'shippingAddress':
    case 'billingAddress':
    case 'comment':
    case 'reference':
      return head;
    default:
      return null;
  }
}

/** The sub-fields of an address the server named: { zip: '…' } from 'shippingAddress.zip'. */
export function addressErrors(fields: Record<string, string>, prefix: 'shippingAddress' | 'billingAddress'): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([key]) => key.startsWith(`${prefix}.`))
      .map(([key, message]) => [key.slice(prefix.length + 1), message]),
  );
}

/** What the error summary at the top of the checkout says. */
export interface ErrorSummaryText {
  lead: string;
  rest: string[];
}

/**
 * What the error summary at the top says: why it failed, and the messages that have no field here — or null when
 * every message is shown at its field (the focus then goes to the first of them, not to a summary far away).
 */
export function summaryOf(error: PlacementError, intl: IntlShape, collecting: boolean): ErrorSummaryText | null {
  // Issue 20: the server refused the caller's company role (changed since the page loaded): say why, in words.
  const role = error.fields.companyRole;
  if (role === 'viewer' || role === 'requester') {
    return { lead: intl.formatMessage(role === 'viewer' ? m.companyViewer : m.companyRequester), rest: [] };
  }
  const rest = Object.entries(error.fields)
    .filter(([key]) => {
      const group = fieldGroup(key);
      return group === null || (group === 'shippingAddress' && collecting);
    })
    .map(([key, message]) => (key === 'lines' ? intl.formatMessage(m.cartEmptyError) : message));
  if (Object.keys(error.fields).length > 0 && rest.length === 0) return null;
  let lead: string;
  if (Object.keys(error.fields).length > 0) lead = intl.formatMessage(m.fixFields);
  else if (error.status === 401) lead = intl.formatMessage(m.unauthorized);
  else if (error.status === 409) lead = intl.formatMessage(m.alreadyOrdered);
  else if (typeof error.status === 'string') lead = intl.formatMessage(m.networkError);
  else lead = intl.formatMessage(m.placeFailed);
  return { lead, rest };
}

/**
 * What the page can tell before asking the server: a delivery method and a payment method must be chosen. The
 * messages are the server's for the same fields, so they show at the same places.
 */
export function missingChoices(cart: Pick<Cart, 'shippingMethod' | 'paymentMethod'>): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!cart.shippingMethod) fields.shippingMethod = 'Choose a delivery method';
  if (!cart.paymentMethod) fields.paymentMethod = 'Choose a payment method';
  return fields;
}

/** The first marked field of the form, as something that takes the focus (in a marked group: its chosen or first option). */
export function firstInvalidControl(form: HTMLFormElement | null): HTMLElement | null {
  const marked = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!marked) return null;
  if (marked.matches('input, select, textarea, button')) return marked;
  return (
    marked.querySelector<HTMLElement>('[aria-invalid="true"]:is(input, select, textarea)') ??
    marked.querySelector<HTMLElement>('input:checked') ??
    marked.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled]), textarea:not([disabled])')
  );
}
