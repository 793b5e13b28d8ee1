/** Side effect: registers the 'productList' content block (imported by the content page). */
import { registerBlock } from '../content/blocks/registry';
import { ProductListBlock } from './ProductListBlock';

registerBlock('productList', ProductListBlock);
