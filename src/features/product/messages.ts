import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the product page. Translations: translations/src/product.json. */
const plainMessages = defineMessages({
  gallery: { id: 'product.gallery.label', defaultMessage: 'Product images' },
  noImage: { id: 'product.gallery.noImage', defaultMessage: 'No image available' },
  brand: { id: 'product.details.brand', defaultMessage: 'Brand' },
  productNumber: { id: 'product.details.productNumber', defaultMessage: 'Item no.' },
  ean: { id: 'product.details.ean', defaultMessage: 'EAN' },
  variant: { id: 'product.details.variant', defaultMessage: 'Variant' },
  unit: { id: 'product.details.unit', defaultMessage: 'Unit' },
  quantity: { id: 'product.details.quantity', defaultMessage: 'Quantity' },
  decrease: { id: 'product.details.decrease', defaultMessage: 'Decrease quantity' },
  increase: { id: 'product.details.increase', defaultMessage: 'Increase quantity' },
  measuredQuantityInvalid: {
    id: 'product.details.measuredQuantityInvalid',
    defaultMessage: 'Enter a quantity above 0 with at most 3 decimals',
  },
  addToCart: { id: 'product.details.addToCart', defaultMessage: 'Add to cart' },
  addedToCart: { id: 'product.details.addedToCart', defaultMessage: 'Added to cart' },
  chooseVariant: { id: 'product.tile.chooseVariant', defaultMessage: 'Choose variant' },
  specifications: { id: 'product.details.specifications', defaultMessage: 'Specifications' },
  description: { id: 'product.details.description', defaultMessage: 'Description' },
  datasheet: { id: 'product.details.datasheet', defaultMessage: 'Download datasheet (PDF)' },
});

/** Messages with values, defined one by one so that their values are typed. */
const showImage = defineMessage<{ index: number; total: number }>({
  id: 'product.gallery.showImage',
  defaultMessage: 'Show image {index} of {total}',
});
const quantityInvalid = defineMessage<{ max: number }>({
  id: 'product.details.quantityInvalid',
  defaultMessage: 'Enter a whole number from 1 to {max, number}',
});
const imageAlt = defineMessage<{ name: string; index: number; total: number }>({
  id: 'product.gallery.imageAlt',
  defaultMessage: '{name}, image {index} of {total}',
});
/* The units' `factor` comes written out (formatDecimal): ICU's `{factor, number}` started the product page's first Intl formatter. */
const unitWithFactor = defineMessage<{ unit: string; factor: string; base: string }>({
  id: 'product.details.unitWithFactor',
  defaultMessage: '{unit} ({factor} {base})',
});
/** A unit holding pieces: 'Carton of 20'. */
const unitOfPieces = defineMessage<{ unit: string; factor: string }>({
  id: 'product.details.unitOfPieces',
  defaultMessage: '{unit} of {factor}',
});
/** A unit holding a measured quantity, with the SI symbol of the base unit: 'Roll of 50 m'. */
const unitOfMeasure = defineMessage<{ unit: string; factor: string; symbol: string }>({
  id: 'product.details.unitOfMeasure',
  defaultMessage: '{unit} of {factor} {symbol}',
});

/**
 * A control of a product tile named for its product ('Add to cart: Drill'), so a list's controls are told apart; the
 * control's visible text first (it is the accessible name's start).
 */
const forProduct = defineMessage<{ action: string; name: string }>({
  id: 'product.tile.forProduct',
  defaultMessage: '{action}: {name}',
});

export const productMessages = {
  ...plainMessages,
  showImage,
  imageAlt,
  quantityInvalid,
  unitWithFactor,
  unitOfPieces,
  unitOfMeasure,
  forProduct,
};
