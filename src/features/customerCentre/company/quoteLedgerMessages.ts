import { defineMessage } from 'react-intl';

/** The ledger's quote entries (issue 20; docs/quotes.md 'Ledger'). Translations: translations/src/customerCentre.json. */
export const quoteLedgerMessages = {
  answered: defineMessage<{ at: string; quote: string; rep: string; user: string }>({
    id: 'company.ledger.quoteAnswered',
    defaultMessage: '{rep} answered quote {quote} for {user}, {at}',
  }),
  declined: defineMessage<{ at: string; quote: string; rep: string; user: string }>({
    id: 'company.ledger.quoteDeclined',
    defaultMessage: '{rep} declined quote request {quote} from {user}, {at}',
  }),
  see: defineMessage<{ quote: string }>({ id: 'company.ledger.seeQuote', defaultMessage: 'See quote {quote}' }),
};
