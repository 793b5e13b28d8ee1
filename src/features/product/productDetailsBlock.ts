/**
 * Registers the productDetails content block (import for its side effect). The product page is a chunk of its own
 * ('product'): the content route loads it with a product page (loadBlocks), and product links preload it.
 */
import { registerLazyBlocks } from '../content/blocks/registry';

registerLazyBlocks(['productDetails'], async () => ({
  productDetails: (await import(/* webpackChunkName: "product" */ './ProductDetails')).ProductDetailsBlock,
}));
