import { defineMessage, defineMessages } from 'react-intl';

/**
 * Texts of the saved carts page (translations/src/customerCentre.json, message group 'customerCentre': the page is
 * a screen of the customer centre's chunk).
 */
const plain = defineMessages({
  title: { id: 'customerCentre.savedCarts.title', defaultMessage: 'Saved carts' },
  intro: { id: 'customerCentre.savedCarts.intro', defaultMessage: 'Carts you saved to order again, and those your colleagues share with the company. Totals are at today’s prices, excluding VAT.' },
  loading: { id: 'customerCentre.savedCarts.loading', defaultMessage: 'Loading saved carts…' },
  loadFailed: { id: 'customerCentre.savedCarts.loadFailed', defaultMessage: 'The saved carts could not be loaded.' },
  retry: { id: 'customerCentre.savedCarts.retry', defaultMessage: 'Try again' },
  empty: { id: 'customerCentre.savedCarts.empty', defaultMessage: 'You have no saved carts yet. Save your cart from the cart page to order it again later.' },
  own: { id: 'customerCentre.savedCarts.own', defaultMessage: 'Your saved carts' },
  shared: { id: 'customerCentre.savedCarts.shared', defaultMessage: 'Shared by colleagues' },
  sharedBadge: { id: 'customerCentre.savedCarts.sharedBadge', defaultMessage: 'Shared with the company' },
  totalUnknown: { id: 'customerCentre.savedCarts.totalUnknown', defaultMessage: 'Some products can no longer be ordered' },
  showLines: { id: 'customerCentre.savedCarts.showLines', defaultMessage: 'Show the lines' },
  product: { id: 'customerCentre.savedCarts.product', defaultMessage: 'Product' },
  quantity: { id: 'customerCentre.savedCarts.quantity', defaultMessage: 'Quantity' },
  restore: { id: 'customerCentre.savedCarts.restore', defaultMessage: 'Restore into the cart' },
  restoreReplace: { id: 'customerCentre.savedCarts.restoreReplace', defaultMessage: 'Replace the cart' },
  restoreMerge: { id: 'customerCentre.savedCarts.restoreMerge', defaultMessage: 'Add to the cart' },
  goToCart: { id: 'customerCentre.savedCarts.goToCart', defaultMessage: 'Go to the cart' },
  rename: { id: 'customerCentre.savedCarts.rename', defaultMessage: 'Rename' },
  renameLabel: { id: 'customerCentre.savedCarts.renameLabel', defaultMessage: 'New name' },
  save: { id: 'customerCentre.savedCarts.save', defaultMessage: 'Save' },
  cancel: { id: 'customerCentre.savedCarts.cancel', defaultMessage: 'Cancel' },
  share: { id: 'customerCentre.savedCarts.share', defaultMessage: 'Share with the company' },
  unshare: { id: 'customerCentre.savedCarts.unshare', defaultMessage: 'Stop sharing' },
  delete: { id: 'customerCentre.savedCarts.delete', defaultMessage: 'Delete' },
  deleteYes: { id: 'customerCentre.savedCarts.deleteYes', defaultMessage: 'Yes, delete it' },
  nameRequired: { id: 'customerCentre.savedCarts.nameRequired', defaultMessage: 'Enter a name.' },
  nameTaken: { id: 'customerCentre.savedCarts.nameTaken', defaultMessage: 'You already have a saved cart with this name.' },
  ownerOnly: { id: 'customerCentre.savedCarts.ownerOnly', defaultMessage: 'Only the colleague who saved this cart can change it.' },
  gone: { id: 'customerCentre.savedCarts.gone', defaultMessage: 'This saved cart no longer exists.' },
  failed: { id: 'customerCentre.savedCarts.failed', defaultMessage: 'That did not work. Please try again.' },
  cannotRestore: {
    id: 'customerCentre.savedCarts.cannotRestore',
    defaultMessage: 'The cart cannot be restored: some products can no longer be ordered, or a quantity would be too large.',
  },
});

const sharedBy = defineMessage<{ name: string }>({ id: 'customerCentre.savedCarts.sharedBy', defaultMessage: 'Shared by {name}' });
const savedAt = defineMessage<{ date: string }>({ id: 'customerCentre.savedCarts.savedAt', defaultMessage: 'Saved {date}' });
const lineCount = defineMessage<{ count: number }>({ id: 'customerCentre.savedCarts.lineCount', defaultMessage: '{count, plural, one {# line} other {# lines}}' });
const total = defineMessage<{ amount: string }>({ id: 'customerCentre.savedCarts.total', defaultMessage: 'Today: {amount} excl. VAT' });
const restoreQuestion = defineMessage<{ count: number }>({ id: 'customerCentre.savedCarts.restoreQuestion', defaultMessage: 'Your cart already has {count, plural, one {# line} other {# lines}}. Replace them, or add the saved lines to them?' });
const restored = defineMessage<{ name: string }>({ id: 'customerCentre.savedCarts.restored', defaultMessage: '“{name}” is in your cart, at today’s prices.' });
const deleteConfirm = defineMessage<{ name: string }>({ id: 'customerCentre.savedCarts.deleteConfirm', defaultMessage: 'Delete the saved cart “{name}”?' });
const deleted = defineMessage<{ name: string }>({ id: 'customerCentre.savedCarts.deleted', defaultMessage: '“{name}” is deleted.' });
const nameTooLong = defineMessage<{ max: number }>({ id: 'customerCentre.savedCarts.nameTooLong', defaultMessage: 'The name can be at most {max} characters.' });
const actionsFor = defineMessage<{ name: string }>({ id: 'customerCentre.savedCarts.actionsFor', defaultMessage: 'Actions for {name}' });

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
