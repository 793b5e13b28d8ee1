import { defineMessage, defineMessages } from 'react-intl';

/**
 * Texts of quotes on the cart page (issue 20; translations/src/cart.json, message group 'cart' of the cart's chunk):
 * 'Request a quote' and the cart's quote notice.
 */
const plain = defineMessages({
  requestOpen: { id: 'quotes.request.open', defaultMessage: "Request a quote" },
  requestTitle: { id: 'quotes.request.title', defaultMessage: "Request a quote for this cart" },
  requestIntro: { id: 'quotes.request.intro', defaultMessage: "Your sales rep gets the products and quantities of your cart and answers with a price per line. Tell them what you need — larger quantities, a project, a delivery date." },
  requestMessage: { id: 'quotes.request.message', defaultMessage: "Message to your sales rep" },
  requestSend: { id: 'quotes.request.send', defaultMessage: "Send request" },
  requestCancel: { id: 'quotes.request.cancel', defaultMessage: "Cancel" },
  requestSeeQuotes: { id: 'quotes.request.seeQuotes', defaultMessage: "Your quotes" },
  requestFailed: { id: 'quotes.request.failed', defaultMessage: "The request could not be sent. Please try again." },
  requestViewer: { id: 'quotes.request.viewer', defaultMessage: "Your company role 'viewer' cannot request quotes." },
});

const requestSent = defineMessage<{ number: string }>({ id: 'quotes.request.sent', defaultMessage: "Your quote request {number} is sent. You get a mail when your sales rep has answered." });
const requestTooLong = defineMessage<{ max: number }>({ id: 'quotes.request.tooLong', defaultMessage: "The message can be at most {max} characters." });
const cartApplied = defineMessage<{ date: string; number: string }>({ id: 'quotes.cart.applied', defaultMessage: "Prices from quote {number}, valid until {date}." });
const cartChanged = defineMessage<{ number: string }>({ id: 'quotes.cart.changed', defaultMessage: "Quote {number}: lines whose quantity you changed are at today's prices. Set the quoted quantity again to get the quoted price." });
const cartExpired = defineMessage<{ date: string; number: string }>({ id: 'quotes.cart.expired', defaultMessage: "Quote {number} expired on {date}: the cart is at today's prices." });
const cartOrdered = defineMessage<{ number: string }>({ id: 'quotes.cart.ordered', defaultMessage: "Quote {number} has already been ordered: the cart is at today's prices and cannot be ordered at the quote again." });
const cartUnavailable = defineMessage<{ number: string }>({ id: 'quotes.cart.unavailable', defaultMessage: "Quote {number} no longer applies: the cart is at today's prices." });

export const quoteCartMessages = {
  ...plain,
  requestSent,
  requestTooLong,
  cartApplied,
  cartChanged,
  cartExpired,
  cartOrdered,
  cartUnavailable,
};
