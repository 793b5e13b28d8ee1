import { defineMessage, defineMessages } from 'react-intl';

/**
 * Texts of the quote screens (issue 20; translations/src/customerCentre.json, message group 'customerCentre': the
 * screens are in the customer centre's chunk).
 */
const plain = defineMessages({
  listTitle: { id: 'quotes.list.title', defaultMessage: "Quotes" },
  listIntro: { id: 'quotes.list.intro', defaultMessage: "Prices your sales rep has quoted for your company. Accept an answered quote to get its lines in your cart at the quoted prices." },
  listFilter: { id: 'quotes.list.filter', defaultMessage: "Show" },
  listAll: { id: 'quotes.list.all', defaultMessage: "All quotes" },
  listEmpty: { id: 'quotes.list.empty', defaultMessage: "No quotes yet. Ask for one from your cart." },
  listLoading: { id: 'quotes.list.loading', defaultMessage: "Loading quotes…" },
  listLoadFailed: { id: 'quotes.list.loadFailed', defaultMessage: "The quotes could not be loaded." },
  listNumber: { id: 'quotes.list.number', defaultMessage: "Quote" },
  listRequested: { id: 'quotes.list.requested', defaultMessage: "Requested" },
  listState: { id: 'quotes.list.state', defaultMessage: "State" },
  listTotal: { id: 'quotes.list.total', defaultMessage: "Total excl. VAT" },
  listCustomer: { id: 'quotes.list.customer', defaultMessage: "Customer" },
  stateRequested: { id: 'quotes.state.requested', defaultMessage: "Awaiting answer" },
  stateAnswered: { id: 'quotes.state.answered', defaultMessage: "Answered" },
  stateAccepted: { id: 'quotes.state.accepted', defaultMessage: "Accepted" },
  stateDeclined: { id: 'quotes.state.declined', defaultMessage: "Declined" },
  stateExpired: { id: 'quotes.state.expired', defaultMessage: "Expired" },
  stateOrdered: { id: 'quotes.state.ordered', defaultMessage: "Ordered" },
  detailBack: { id: 'quotes.detail.back', defaultMessage: "Back to quotes" },
  detailYourMessage: { id: 'quotes.detail.yourMessage', defaultMessage: "Your message" },
  detailProduct: { id: 'quotes.detail.product', defaultMessage: "Product" },
  detailQuantity: { id: 'quotes.detail.quantity', defaultMessage: "Quantity" },
  detailListPrice: { id: 'quotes.detail.listPrice', defaultMessage: "List price" },
  detailQuotedPrice: { id: 'quotes.detail.quotedPrice', defaultMessage: "Quoted price" },
  detailLineTotal: { id: 'quotes.detail.lineTotal', defaultMessage: "Line total" },
  detailTotal: { id: 'quotes.detail.total', defaultMessage: "Total excl. VAT" },
  detailNoPrice: { id: 'quotes.detail.noPrice', defaultMessage: "—" },
  detailAccept: { id: 'quotes.detail.accept', defaultMessage: "Accept and go to cart" },
  detailAcceptHint: { id: 'quotes.detail.acceptHint', defaultMessage: "Your cart's lines are replaced by the quote's lines at the quoted prices." },
  detailGoToCart: { id: 'quotes.detail.goToCart', defaultMessage: "Go to cart" },
  detailNotFound: { id: 'quotes.detail.notFound', defaultMessage: "This quote could not be found." },
  repTitle: { id: 'quotes.rep.title', defaultMessage: "Quote requests" },
  repIntro: { id: 'quotes.rep.intro', defaultMessage: "Requests from the customers you serve, newest first. Answer with a price per line, a validity date and a message, or decline." },
  repBack: { id: 'quotes.rep.back', defaultMessage: "Back to acting on behalf of customers" },
  repEmpty: { id: 'quotes.rep.empty', defaultMessage: "No quote requests." },
  repForbidden: { id: 'quotes.rep.forbidden', defaultMessage: "Only sales staff see quote requests." },
  repCustomerMessage: { id: 'quotes.rep.customerMessage', defaultMessage: "The customer's message" },
  repValidUntil: { id: 'quotes.rep.validUntil', defaultMessage: "Valid until" },
  repMessage: { id: 'quotes.rep.message', defaultMessage: "Message to the customer" },
  repAnswer: { id: 'quotes.rep.answer', defaultMessage: "Send answer" },
  repDecline: { id: 'quotes.rep.decline', defaultMessage: "Decline" },
  repDeclineMessage: { id: 'quotes.rep.declineMessage', defaultMessage: "Why you decline (sent to the customer)" },
  repConfirmDecline: { id: 'quotes.rep.confirmDecline', defaultMessage: "Decline the request" },
  repInvalidPrice: { id: 'quotes.rep.invalidPrice', defaultMessage: "Enter a price above 0 with at most 2 decimals." },
  repMessageRequired: { id: 'quotes.rep.messageRequired', defaultMessage: "Write a message to the customer." },
  detailTryAgain: { id: 'quotes.detail.tryAgain', defaultMessage: "Please try again." },
  repCancel: { id: 'quotes.rep.cancel', defaultMessage: "Cancel" },
});

const detailTitle = defineMessage<{ number: string }>({ id: 'quotes.detail.title', defaultMessage: "Quote {number}" });
const detailRequestedBy = defineMessage<{ date: string; name: string }>({ id: 'quotes.detail.requestedBy', defaultMessage: "Requested by {name} on {date}" });
const detailRepMessage = defineMessage<{ name: string }>({ id: 'quotes.detail.repMessage', defaultMessage: "Message from {name}" });
const detailValidUntil = defineMessage<{ date: string }>({ id: 'quotes.detail.validUntil', defaultMessage: "Valid until {date}" });
const detailAcceptFailed = defineMessage<{ reason: string }>({ id: 'quotes.detail.acceptFailed', defaultMessage: "The quote could not be accepted: {reason}" });
const detailOrder = defineMessage<{ number: string }>({ id: 'quotes.detail.order', defaultMessage: "Ordered as order {number}" });
const repFrom = defineMessage<{ customer: string; customerNumber: string; date: string; name: string }>({ id: 'quotes.rep.from', defaultMessage: "{customer} ({customerNumber}) · {name} · {date}" });
const repPriceFor = defineMessage<{ currency: string; product: string }>({ id: 'quotes.rep.priceFor', defaultMessage: "Unit price for {product} ({currency}, excl. VAT)" });
const repInvalidDate = defineMessage<{ max: string }>({ id: 'quotes.rep.invalidDate', defaultMessage: "Choose a date from today to {max}." });
const repFailed = defineMessage<{ reason: string }>({ id: 'quotes.rep.failed', defaultMessage: "The answer could not be sent: {reason}" });
const repAnswered = defineMessage<{ number: string }>({ id: 'quotes.rep.answered', defaultMessage: "Quote {number} is answered; the customer gets a mail." });
const repDeclined = defineMessage<{ number: string }>({ id: 'quotes.rep.declined', defaultMessage: "Quote request {number} is declined; the customer gets a mail." });

export const quoteMessages = {
  ...plain,
  detailTitle,
  detailRequestedBy,
  detailRepMessage,
  detailValidUntil,
  detailAcceptFailed,
  detailOrder,
  repFrom,
  repPriceFor,
  repInvalidDate,
  repFailed,
  repAnswered,
  repDeclined,
};
