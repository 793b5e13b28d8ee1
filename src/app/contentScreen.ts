/**
 * The content screen (the "content" chunk of src/app/routes.tsx): ContentPage with the blocks other features
 * contribute registered — a content page's product list (features/productList). Registered here rather than in
 * features/content, so that content does not import productList (which imports content): src/app composes features.
 */
import { registerBlock } from '../features/content';
import { ProductListBlock } from '../features/productList';

registerBlock('productList', ProductListBlock);

// The screen module itself, as routes.tsx's lazy imports load screens (the public entry would pull it into the first load).
// eslint-disable-next-line boundaries/feature-entry -- a route chunk's screen, not a feature's API
export { default } from '../features/content/ContentPage';
