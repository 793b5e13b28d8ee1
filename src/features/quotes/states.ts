import type { MessageDescriptor } from 'react-intl';
import type { QuoteState } from '../../../contract/quoteRules';
import { quoteMessages as m } from './messages';

/** The text of each state a quote shows. */
export const STATE_TEXT: Record<QuoteState, MessageDescriptor> = {
  requested: m.stateRequested,
  answered: m.stateAnswered,
  accepted: m.stateAccepted,
  declined: m.stateDeclined,
  expired: m.stateExpired,
  ordered: m.stateOrdered,
};
