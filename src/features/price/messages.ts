import { defineMessage, defineMessages } from 'react-intl';

/** Texts of prices and the VAT switch. Translations: translations/src/price.json. */
const plainMessages = defineMessages({
  loading: { id: 'price.loading', defaultMessage: 'Loading price' },
  onRequest: { id: 'price.onRequest', defaultMessage: 'Price on request' },
  exclVat: { id: 'price.exclVat', defaultMessage: 'excl. VAT' },
  inclVat: { id: 'price.inclVat', defaultMessage: 'incl. VAT' },
  before: { id: 'price.before', defaultMessage: 'Before' },
  tierQuantity: { id: 'price.tiers.quantity', defaultMessage: 'Quantity' },
  tierPrice: { id: 'price.tiers.price', defaultMessage: 'Unit price' },
  vatToggle: { id: 'price.vatToggle', defaultMessage: 'Prices incl. VAT' },
});

/** Messages with values, defined one by one so that their values are typed. */
const tiersCaption = defineMessage<{ unit: string }>({
  id: 'price.tiers.caption',
  defaultMessage: 'Quantity prices per {unit}',
});
const tierFrom = defineMessage<{ quantity: number }>({
  id: 'price.tiers.from',
  defaultMessage: 'From {quantity, number}',
});

export const priceMessages = { ...plainMessages, tiersCaption, tierFrom };
