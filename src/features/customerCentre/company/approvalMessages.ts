import { defineMessage, defineMessages } from 'react-intl';

/** Messages with values, defined one by one so that their values are typed. */
const limitsOf = defineMessage<{ name: string }>({ id: 'company.limits.editFor', defaultMessage: 'Edit limits of {name}' });
const limitsSaved = defineMessage<{ name: string }>({ id: 'company.limits.saved', defaultMessage: 'The spending limits of {name} have been saved.' });
const perOrder = defineMessage<{ amount: string }>({ id: 'company.limits.perOrder', defaultMessage: 'Per order: {amount}' });
const perMonth = defineMessage<{ amount: string }>({ id: 'company.limits.perMonth', defaultMessage: 'Per month: {amount}' });
const auditLimits = defineMessage<{ actor: string; after: string; before: string; target: string }>({
  id: 'company.audit.limits',
  defaultMessage: '{actor} changed the spending limits of {target} from {before} to {after}',
});
const reasonOrderLimit = defineMessage<{ limit: string }>({ id: 'approvals.reason.orderLimit', defaultMessage: 'Over the per-order limit of {limit}' });
const reasonMonthlyLimit = defineMessage<{ limit: string; spent: string }>({
  id: 'approvals.reason.monthlyLimit',
  defaultMessage: 'Over the monthly limit of {limit} (already bought this month: {spent})',
});
const moreWaiting = defineMessage<{ shown: number; total: number }>({
  id: 'approvals.moreWaiting',
  defaultMessage: 'The {shown} oldest of {total} waiting orders are shown; the next ones appear as these are decided.',
});
const orderHeading = defineMessage<{ number: string }>({ id: 'approvals.order', defaultMessage: 'Order {number}' });
const placedBy = defineMessage<{ buyer: string; date: string }>({ id: 'approvals.placedBy', defaultMessage: 'Placed by {buyer} on {date}' });
const placedByRep = defineMessage<{ rep: string }>({ id: 'approvals.placedByRep', defaultMessage: '(by sales rep {rep})' });
const approved = defineMessage<{ number: string }>({ id: 'approvals.done.approved', defaultMessage: 'Order {number} has been approved and sent on.' });
const rejected = defineMessage<{ number: string }>({ id: 'approvals.done.rejected', defaultMessage: 'Order {number} has been rejected. The buyer has been told why.' });
const decidedApproved = defineMessage<{ date: string; name: string }>({ id: 'approvals.decided.approved', defaultMessage: 'Approved by {name} on {date}' });
const decidedRejected = defineMessage<{ date: string; name: string; reason: string }>({
  id: 'approvals.decided.rejected',
  defaultMessage: 'Rejected by {name} on {date}: {reason}',
});

/** Texts of spending limits and approvals (issue 20). Translations: translations/src/customerCentre.json. */
export const approvalMessages = {
  ...defineMessages({
    title: { id: 'approvals.title', defaultMessage: 'Approvals' },
    intro: { id: 'approvals.intro', defaultMessage: "Orders over a colleague's spending limit, and every order of a requester, wait here for an administrator's approval." },
    notAdmin: { id: 'approvals.notAdmin', defaultMessage: "Only your company's administrators approve orders." },
    none: { id: 'approvals.none', defaultMessage: 'No orders are waiting for approval.' },
    waiting: { id: 'approvals.waiting', defaultMessage: 'Waiting for approval' },
    decided: { id: 'approvals.decidedHeading', defaultMessage: 'Recently decided' },
    reasonRequester: { id: 'approvals.reason.requester', defaultMessage: 'Placed by a requester' },
    total: { id: 'approvals.total', defaultMessage: 'Total excl. VAT' },
    card: { id: 'approvals.card', defaultMessage: 'Paid by card: the buyer pays after your approval.' },
    reference: { id: 'approvals.reference', defaultMessage: 'Reference' },
    colProduct: { id: 'approvals.col.product', defaultMessage: 'Product' },
    colQuantity: { id: 'approvals.col.quantity', defaultMessage: 'Quantity' },
    colAmount: { id: 'approvals.col.amount', defaultMessage: 'Amount excl. VAT' },
    approve: { id: 'approvals.approve', defaultMessage: 'Approve' },
    reject: { id: 'approvals.reject', defaultMessage: 'Reject' },
    rejectReason: { id: 'approvals.rejectReason', defaultMessage: 'Reason for the rejection (the buyer sees it)' },
    rejectConfirm: { id: 'approvals.rejectConfirm', defaultMessage: 'Reject the order' },
    cancel: { id: 'approvals.cancel', defaultMessage: 'Cancel' },
    reasonRequired: { id: 'approvals.reasonRequired', defaultMessage: 'Write why the order is rejected.' },
    ownOrder: { id: 'approvals.ownOrder', defaultMessage: 'Your own order: another administrator approves it.' },
    notWaiting: { id: 'approvals.notWaiting', defaultMessage: 'The order is no longer waiting for approval.' },
    failed: { id: 'approvals.failed', defaultMessage: 'The decision could not be saved. Try again.' },
    loadFailed: { id: 'approvals.loadFailed', defaultMessage: 'The orders waiting for approval could not be loaded.' },
    limitsHeading: { id: 'company.limits.col', defaultMessage: 'Spending limits' },
    noLimits: { id: 'company.limits.none', defaultMessage: 'No limits' },
    edit: { id: 'company.limits.edit', defaultMessage: 'Edit limits' },
    orderLimit: { id: 'company.limits.orderLimit', defaultMessage: 'Limit per order excl. VAT (empty: none)' },
    monthlyLimit: { id: 'company.limits.monthlyLimit', defaultMessage: 'Limit per calendar month excl. VAT (empty: none)' },
    save: { id: 'company.limits.save', defaultMessage: 'Save limits' },
    invalidAmount: { id: 'company.limits.invalid', defaultMessage: 'Enter an amount, e.g. 5000 or 5000,00, or leave the field empty.' },
    limitsHelp: { id: 'company.limits.help', defaultMessage: "Orders over a limit wait for an administrator's approval. The month counts the orders placed this calendar month, except rejected ones." },
  }),
  limitsOf,
  limitsSaved,
  perOrder,
  perMonth,
  auditLimits,
  reasonOrderLimit,
  reasonMonthlyLimit,
  moreWaiting,
  orderHeading,
  placedBy,
  placedByRep,
  approved,
  rejected,
  decidedApproved,
  decidedRejected,
};
