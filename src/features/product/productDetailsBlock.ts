/** Registers the productDetails content block (import for its side effect). */
import { registerBlock } from '../content/blocks/registry';
import { ProductDetailsBlock } from './ProductDetails';

registerBlock('productDetails', ProductDetailsBlock);
