import { defineMessage, defineMessages } from 'react-intl';

/**
 * Texts of the saved carts page (translations/src/account.json, message group 'account', loaded with its chunk;
 * the chunk also loads 'customerCentre' for the customer centre's frame).
 */
const plain = defineMessages({
  title: { id: 'account.savedCarts.title', defaultMessage: 'Saved carts' },
  intro: { id: 'account.savedCarts.intro', defaultMessage: 'Carts you saved to order again, and those your colleagues share with the company. Totals are at today’s prices, excluding VAT.' },
  loading: { id: 'account.savedCarts.loading', defaultMessage: 'Loading saved carts…' },
  loadFailed: { id: 'account.savedCarts.loadFailed', defaultMessage: 'The saved carts could not be loaded.' },
  retry: { id: 'account.savedCarts.retry', defaultMessage: 'Try again' },
  empty: { id: 'account.savedCarts.empty', defaultMessage: 'You have no saved carts yet. Save your cart from the cart page to order it again later.' },
  own: { id: 'account.savedCarts.own', defaultMessage: 'Your saved carts' },
  shared: { id: 'account.savedCarts.shared', defaultMessage: 'Shared by colleagues' },
  sharedBadge: { id: 'account.savedCarts.sharedBadge', defaultMessage: 'Shared with the company' },
  totalUnknown: { id: 'account.savedCarts.totalUnknown', defaultMessage: 'Some products can no longer be ordered' },
  showLines: { id: 'account.savedCarts.showLines', defaultMessage: 'Show the lines' },
  product: { id: 'account.savedCarts.product', defaultMessage: 'Product' },
  quantity: { id: 'account.savedCarts.quantity', defaultMessage: 'Quantity' },
  restore: { id: 'account.savedCarts.restore', defaultMessage: 'Restore into the cart' },
  restoreReplace: { id: 'account.savedCarts.restoreReplace', defaultMessage: 'Replace the cart' },
  restoreMerge: { id: 'account.savedCarts.restoreMerge', defaultMessage: 'Add to the cart' },
  goToCart: { id: 'account.savedCarts.goToCart', defaultMessage: 'Go to the cart' },
  rename: { id: 'account.savedCarts.rename', defaultMessage: 'Rename' },
  renameLabel: { id: 'account.savedCarts.renameLabel', defaultMessage: 'New name' },
  save: { id: 'account.savedCarts.save', defaultMessage: 'Save' },
  cancel: { id: 'account.savedCarts.cancel', defaultMessage: 'Cancel' },
  share: { id: 'account.savedCarts.share', defaultMessage: 'Share with the company' },
  unshare: { id: 'account.savedCarts.unshare', defaultMessage: 'Stop sharing' },
  delete: { id: 'account.savedCarts.delete', defaultMessage: 'Delete' },
  deleteYes: { id: 'account.savedCarts.deleteYes', defaultMessage: 'Yes, delete it' },
  nameRequired: { id: 'account.savedCarts.nameRequired', defaultMessage: 'Enter a name.' },
  nameTaken: { id: 'account.savedCarts.nameTaken', defaultMessage: 'You already have a saved cart with this name.' },
  ownerOnly: { id: 'account.savedCarts.ownerOnly', defaultMessage: 'Only the colleague who saved this cart can change it.' },
  gone: { id: 'account.savedCarts.gone', defaultMessage: 'This saved cart no longer exists.' },
  failed: { id: 'account.savedCarts.failed', defaultMessage: 'That did not work. Please try again.' },
});

const sharedBy = defineMessage<{ name: string }>({ id: 'account.savedCarts.sharedBy', defaultMessage: 'Shared by {name}' });
const savedAt = defineMessage<{ date: string }>({ id: 'account.savedCarts.savedAt', defaultMessage: 'Saved {date}' });
const lineCount = defineMessage<{ count: number }>({ id: 'account.savedCarts.lineCount', defaultMessage: '{count, plural, one {# line} other {# lines}}' });
const total = defineMessage<{ amount: string }>({ id: 'account.savedCarts.total', defaultMessage: 'Today: {amount} excl. VAT' });
const restoreQuestion = defineMessage<{ count: number }>({ id: 'account.savedCarts.restoreQuestion', defaultMessage: 'Your cart already has {count, plural, one {# line} other {# lines}}. Replace them, or add the saved lines to them?' });
const restored = defineMessage<{ name: string }>({ id: 'account.savedCarts.restored', defaultMessage: '“{name}” is in your cart, at today’s prices.' });
const deleteConfirm = defineMessage<{ name: string }>({ id: 'account.savedCarts.deleteConfirm', defaultMessage: 'Delete the saved cart “{name}”?' });
const deleted = defineMessage<{ name: string }>({ id: 'account.savedCarts.deleted', defaultMessage: '“{name}” is deleted.' });
const nameTooLong = defineMessage<{ max: number }>({ id: 'account.savedCarts.nameTooLong', defaultMessage: 'The name can be at most {max} characters.' });
const actionsFor = defineMessage<{ name: string }>({ id: 'account.savedCarts.actionsFor', defaultMessage: 'Actions for {name}' });

export const savedCartMessages = {
  ...plain,
  sharedBy,
  savedAt,
  lineCount,
  total,
  restoreQuestion,
  restored,
  deleteConfirm,
  deleted,
  nameTooLong,
  actionsFor,
};
