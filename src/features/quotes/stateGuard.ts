import { QUOTE_STATES, type QuoteState } from '../../../contract/quoteRules';

export const isQuoteState = (value: string): value is QuoteState => (QUOTE_STATES as readonly string[]).includes(value);
