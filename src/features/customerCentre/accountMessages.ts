import { defineMessage, defineMessages } from 'react-intl';

/**
 * Texts of the account screens (passwords, favourite lists): translations/src/account.json, the message group
 * 'account' that loads with their chunks. Texts of the first load (header, product tiles): ./startMessages.ts.
 */
const plainMessages = defineMessages({
  networkError: {
    id: 'account.error.network',
    defaultMessage: 'The server could not be reached. Check your connection and try again.',
  },
  unknownError: { id: 'account.error.unknown', defaultMessage: 'Something went wrong. Please try again.' },
  backToLogin: { id: 'account.backToLogin', defaultMessage: 'Back to login' },
  goToLogin: { id: 'account.goToLogin', defaultMessage: 'Go to login' },

  recoverTitle: { id: 'account.recover.title', defaultMessage: 'Forgot your password?' },
  recoverIntro: {
    id: 'account.recover.intro',
    defaultMessage: 'Enter the e-mail address you log in with, and we will send you a link to choose a new password.',
  },
  username: { id: 'account.recover.username', defaultMessage: 'E-mail' },
  recoverSubmit: { id: 'account.recover.submit', defaultMessage: 'Send link' },
  sending: { id: 'account.recover.sending', defaultMessage: 'Sending…' },
  recoverSentTitle: { id: 'account.recover.sentTitle', defaultMessage: 'Check your e-mail' },
  recoverSent: {
    id: 'account.recover.sent',
    defaultMessage:
      'If the address is registered, we have sent an e-mail with a link to choose a new password. The link works for a limited time and only once. No e-mail? Check your spam folder, or send the link again.',
  },
  recoverAgain: { id: 'account.recover.again', defaultMessage: 'Send the link again' },

  resetTitle: { id: 'account.reset.title', defaultMessage: 'Choose a new password' },
  resetChecking: { id: 'account.reset.checking', defaultMessage: 'Checking your link…' },
  resetInvalidTitle: { id: 'account.reset.invalidTitle', defaultMessage: 'This link does not work any more' },
  resetInvalid: {
    id: 'account.reset.invalid',
    defaultMessage:
      'The link is invalid, has expired or has already been used. We can send you a new e-mail with a new link.',
  },
  resetSendNew: { id: 'account.reset.sendNew', defaultMessage: 'Send me a new e-mail' },
  resetSubmit: { id: 'account.reset.submit', defaultMessage: 'Save the new password' },
  saving: { id: 'account.password.saving', defaultMessage: 'Saving…' },
  resetDoneTitle: { id: 'account.reset.doneTitle', defaultMessage: 'Your password has been changed' },
  resetDone: { id: 'account.reset.done', defaultMessage: 'You can now log in with your new password.' },
  retry: { id: 'account.retry', defaultMessage: 'Try again' },

  currentPassword: { id: 'account.password.current', defaultMessage: 'Current password' },
  newPassword: { id: 'account.password.new', defaultMessage: 'New password' },
  repeatPassword: { id: 'account.password.repeat', defaultMessage: 'Repeat the new password' },
  passwordEqualsUsername: {
    id: 'account.password.equalsUsername',
    defaultMessage: 'The password must not be your e-mail address.',
  },
  passwordMismatch: { id: 'account.password.mismatch', defaultMessage: 'The two passwords are not the same.' },
  passwordRequired: { id: 'account.password.required', defaultMessage: 'Enter your current password.' },

  changeTitle: { id: 'account.change.title', defaultMessage: 'Change password' },
  changeIntro: {
    id: 'account.change.intro',
    defaultMessage: 'Enter your current password and choose a new one. You stay logged in on this device.',
  },
  changeSubmit: { id: 'account.change.submit', defaultMessage: 'Change password' },
  changeFailed: { id: 'account.change.failed', defaultMessage: 'The current password is not correct.' },
  changeDone: {
    id: 'account.change.done',
    defaultMessage: 'Your password has been changed. Other devices where you were logged in have been logged out.',
  },

  close: { id: 'account.close', defaultMessage: 'Close' },
  favoritesButton: { id: 'account.favorites.button', defaultMessage: 'Add to favourite list' },
  favDialogTitle: { id: 'account.favorites.dialogTitle', defaultMessage: 'Add to a favourite list' },
  favVariant: { id: 'account.favorites.variant', defaultMessage: 'Variant' },
  favUnit: { id: 'account.favorites.unit', defaultMessage: 'Unit' },
  favYourLists: { id: 'account.favorites.yourLists', defaultMessage: 'Your lists' },
  favLoading: { id: 'account.favorites.loading', defaultMessage: 'Loading your lists…' },
  favLoadFailed: { id: 'account.favorites.loadFailed', defaultMessage: 'Your lists could not be loaded.' },
  favNoLists: { id: 'account.favorites.noLists', defaultMessage: 'You have no favourite lists yet. Create one below.' },
  favNoListsPage: {
    id: 'account.favorites.noListsPage',
    defaultMessage: 'You have no favourite lists yet. Create a list here, or add products from the product pages and lists.',
  },
  favNoCustomer: {
    id: 'account.favorites.noCustomer',
    defaultMessage: 'Favourite lists are available for customer accounts.',
  },
  favInList: { id: 'account.favorites.inList', defaultMessage: 'Already in this list' },
  favNewList: { id: 'account.favorites.newList', defaultMessage: 'New list' },
  favCreateAndAdd: { id: 'account.favorites.createAndAdd', defaultMessage: 'Create list and add' },
  favNameRequired: { id: 'account.favorites.nameRequired', defaultMessage: 'Enter a name for the list.' },
  favPageTitle: { id: 'account.favorites.title', defaultMessage: 'Favourite lists' },
  favPageIntro: {
    id: 'account.favorites.intro',
    defaultMessage: 'Keep the products you buy often in named lists, with today’s prices, and put them in the cart in one go.',
  },
  favBackToCentre: { id: 'account.favorites.backToCentre', defaultMessage: 'Back to the customer centre' },
  favCreate: { id: 'account.favorites.create', defaultMessage: 'Create list' },
  favRename: { id: 'account.favorites.rename', defaultMessage: 'Rename' },
  favRenameLabel: { id: 'account.favorites.renameLabel', defaultMessage: 'New name of the list' },
  favSave: { id: 'account.favorites.save', defaultMessage: 'Save' },
  favCancel: { id: 'account.favorites.cancel', defaultMessage: 'Cancel' },
  favDelete: { id: 'account.favorites.delete', defaultMessage: 'Delete list' },
  favDeleteYes: { id: 'account.favorites.deleteYes', defaultMessage: 'Yes, delete the list' },
  favEmpty: {
    id: 'account.favorites.empty',
    defaultMessage: 'This list is empty. Add products to it from the product pages and product lists.',
  },
  favProduct: { id: 'account.favorites.product', defaultMessage: 'Product' },
  favPrice: { id: 'account.favorites.price', defaultMessage: 'Today’s price' },
  favQuantity: { id: 'account.favorites.quantity', defaultMessage: 'Quantity' },
  favRemove: { id: 'account.favorites.remove', defaultMessage: 'Remove' },
  favDiscontinued: { id: 'account.favorites.discontinued', defaultMessage: 'No longer available' },
  favUnitGone: { id: 'account.favorites.unitGone', defaultMessage: 'This unit is no longer sold' },
  favVariantGone: { id: 'account.favorites.variantGone', defaultMessage: 'This variant is no longer sold' },
  favPages: { id: 'account.favorites.pages', defaultMessage: 'Pages of the list' },
  favPrevious: { id: 'account.favorites.previous', defaultMessage: 'Previous' },
  favNext: { id: 'account.favorites.next', defaultMessage: 'Next' },
  favAddedToCart: { id: 'account.favorites.addedToCart', defaultMessage: 'Added to cart' },
  favShareLabel: { id: 'account.favorites.shareLabel', defaultMessage: 'Sharing with the company' },
  favShareNone: { id: 'account.favorites.shareNone', defaultMessage: 'Not shared' },
  favShareRead: { id: 'account.favorites.shareRead', defaultMessage: 'Colleagues can use it' },
  favShareWrite: { id: 'account.favorites.shareWrite', defaultMessage: 'Colleagues can use and edit it' },
  favSharedLists: { id: 'account.favorites.sharedLists', defaultMessage: 'Shared by colleagues' },
  favNothingToAdd: {
    id: 'account.favorites.nothingToAdd',
    defaultMessage: 'None of these products can be added: they are no longer available or their quantity is not valid.',
  },
});

/** Messages with values, defined one by one so that their values are typed. */
const resetFor = defineMessage<{ username: string }>({ id: 'account.reset.for', defaultMessage: 'For the account {username}.' });
const passwordPolicy = defineMessage<{ min: number }>({
  id: 'account.password.policy',
  defaultMessage: 'At least {min} characters, and not your e-mail address.',
});
const passwordTooShort = defineMessage<{ min: number }>({ id: 'account.password.tooShort', defaultMessage: 'The password must have at least {min} characters.' });
const passwordTooLong = defineMessage<{ max: number }>({ id: 'account.password.tooLong', defaultMessage: 'The password may have at most {max} characters.' });
const changeImpersonating = defineMessage<{ name: string }>({
  id: 'account.change.impersonating',
  defaultMessage:
    'You are acting on behalf of {name}. A password can only be changed by its owner, so this page is not available while you act on behalf of a customer.',
});

const favoritesButtonFor = defineMessage<{ name: string }>({
  id: 'account.favorites.buttonFor',
  defaultMessage: 'Add {name} to a favourite list',
});
const favPageOf = defineMessage<{ page: number; pages: number }>({
  id: 'account.favorites.pageOf',
  defaultMessage: 'Page {page} of {pages}',
});
const favAddTo = defineMessage<{ name: string }>({ id: 'account.favorites.addTo', defaultMessage: 'Add to {name}' });
const favAdded = defineMessage<{ name: string }>({ id: 'account.favorites.added', defaultMessage: 'Added to {name}.' });
const favLineCount = defineMessage<{ count: number }>({
  id: 'account.favorites.lineCount',
  defaultMessage: '{count, plural, one {# product} other {# products}}',
});
const favNameTooLong = defineMessage<{ max: number }>({
  id: 'account.favorites.nameTooLong',
  defaultMessage: 'The name may have at most {max} characters.',
});
const favNameTaken = defineMessage<{ name: string }>({
  id: 'account.favorites.nameTaken',
  defaultMessage: 'You already have a list called {name}.',
});
const favTooManyLists = defineMessage<{ max: number }>({
  id: 'account.favorites.tooManyLists',
  defaultMessage: 'You have {max} lists, the most there can be. Delete a list to create a new one.',
});
const favCreated = defineMessage<{ name: string }>({ id: 'account.favorites.created', defaultMessage: 'The list {name} was created.' });
const favDeleted = defineMessage<{ name: string }>({ id: 'account.favorites.deleted', defaultMessage: 'The list {name} was deleted.' });
const favDeleteConfirm = defineMessage<{ name: string; count: number }>({
  id: 'account.favorites.deleteConfirm',
  defaultMessage: 'Delete the list {name} with its {count, plural, one {# product} other {# products}}? This cannot be undone.',
});
const favAddAll = defineMessage<{ count: number }>({
  id: 'account.favorites.addAll',
  defaultMessage: 'Add the whole list to the cart ({count})',
});
const favAddSelected = defineMessage<{ count: number }>({
  id: 'account.favorites.addSelected',
  defaultMessage: 'Add selected to the cart ({count})',
});
const favSkipped = defineMessage<{ count: number }>({
  id: 'account.favorites.skipped',
  defaultMessage:
    '{count, plural, one {# line was} other {# lines were}} not added: no longer available, or the quantity is not valid.',
});
const favTableCaption = defineMessage<{ name: string }>({ id: 'account.favorites.tableCaption', defaultMessage: 'Products of {name}' });
const favSelectAll = defineMessage<{ count: number }>({
  id: 'account.favorites.selectAll',
  defaultMessage: 'Select all {count} products of the list',
});
const favSelectLine = defineMessage<{ name: string }>({ id: 'account.favorites.selectLine', defaultMessage: 'Select {name}' });
const favItemNumber = defineMessage<{ id: string }>({ id: 'account.favorites.itemNumber', defaultMessage: 'Item no. {id}' });
const favQuantityFor = defineMessage<{ name: string }>({ id: 'account.favorites.quantityFor', defaultMessage: 'Quantity of {name}' });
const favRemoveLine = defineMessage<{ name: string }>({ id: 'account.favorites.removeLine', defaultMessage: 'Remove {name} from the list' });
const favShareChanged = defineMessage<{ name: string }>({ id: 'account.favorites.shareChanged', defaultMessage: 'The sharing of “{name}” is changed.' });
const favSharedRead = defineMessage<{ name: string }>({ id: 'account.favorites.sharedRead', defaultMessage: 'Shared by {name}: you can put its products in your cart.' });
const favSharedWrite = defineMessage<{ name: string }>({ id: 'account.favorites.sharedWrite', defaultMessage: 'Shared by {name}: you can also add and remove products.' });
const favSharedMark = defineMessage<{ name: string }>({ id: 'account.favorites.sharedMark', defaultMessage: 'shared by {name}' });

export const accountMessages = {
  ...plainMessages,
  resetFor,
  passwordPolicy,
  passwordTooShort,
  passwordTooLong,
  changeImpersonating,
  favoritesButtonFor,
  favPageOf,
  favAddTo,
  favAdded,
  favLineCount,
  favNameTooLong,
  favNameTaken,
  favTooManyLists,
  favCreated,
  favDeleted,
  favDeleteConfirm,
  favAddAll,
  favAddSelected,
  favSkipped,
  favTableCaption,
  favSelectAll,
  favSelectLine,
  favItemNumber,
  favQuantityFor,
  favRemoveLine,
  favShareChanged,
  favSharedRead,
  favSharedWrite,
  favSharedMark,
};
