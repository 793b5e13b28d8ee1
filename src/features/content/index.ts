/**
 * The public entry of src/features/content: what other features and the app use of it (eslint.config.mjs,
 * boundaries/feature-entry). Screens and lazily loaded parts are not here: they load as chunks of their own
 * through import() (src/app/routes.tsx), and webpack keeps out of a chunk whatever of this entry it does not use.
 */
export { type BlockProps } from './blocks';
export { galleryImageUrl, productImages } from '../../../common/content/leadImages';
export { params, str } from '../../../common/content/params';
export { type BlockModule, loadBlocks, preloadBlocks, registerBlock } from './blocks/registry';
export { hasBonusLink } from './bonus';
export { contentApi, type ContentLookupTemplate } from './contentApi';
export { contentReducer, pageLoaded, pageViewTracked, selectCurrentContent, selectCurrentPage } from './contentSlice';
export { default as Footer } from './Footer';
