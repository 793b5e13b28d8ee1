import { defineMessage, defineMessages } from 'react-intl';

/** Texts of 'Save cart' on the cart page (translations/src/cart.json, message group 'cart' of the cart's chunk). */
const plain = defineMessages({
  open: { id: 'cart.saveCart.open', defaultMessage: 'Save cart' },
  nameLabel: { id: 'cart.saveCart.nameLabel', defaultMessage: 'Name of the saved cart' },
  share: { id: 'cart.saveCart.share', defaultMessage: 'Share with my colleagues (they can put it in their cart)' },
  save: { id: 'cart.saveCart.save', defaultMessage: 'Save' },
  cancel: { id: 'cart.saveCart.cancel', defaultMessage: 'Cancel' },
  savedCarts: { id: 'cart.saveCart.savedCarts', defaultMessage: 'Your saved carts' },
  nameRequired: { id: 'cart.saveCart.nameRequired', defaultMessage: 'Enter a name.' },
  nameTaken: { id: 'cart.saveCart.nameTaken', defaultMessage: 'You already have a saved cart with this name.' },
  failed: { id: 'cart.saveCart.failed', defaultMessage: 'The cart could not be saved. Please try again.' },
});

const saved = defineMessage<{ name: string }>({ id: 'cart.saveCart.saved', defaultMessage: 'The cart is saved as “{name}”.' });
const nameTooLong = defineMessage<{ max: number }>({ id: 'cart.saveCart.nameTooLong', defaultMessage: 'The name can be at most {max} characters.' });

export const saveCartMessages = {
  ...plain,
  saved,
  nameTooLong,
};
