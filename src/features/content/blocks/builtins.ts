/**
 * Registers the built-in content blocks (SPEC §2). productList registers with the content page; productDetails here:
 * a lazily registered type must be known before a page's content is (the route's loader loads the page's block
 * chunks before it renders — src/app/routes.tsx loadContent — which may be before the content page's chunk has run). The blocks of the home page and the footer are in the first load; the others are one
 * chunk ('blocks', moreBlocks.ts), loaded with the pages that have them (registry.ts loadBlocks).
 */
import { BannerBlock } from './Banner';
import { CallToActionBlock } from './CallToAction';
import { CardBlock } from './Card';
import { FooterBoxBlock } from './FooterBox';
import { HeaderBlock } from './Header';
import { PictureBlock } from './Picture';
import { withMessages } from '../../../app/i18n';
import { registerBlock, registerLazyBlocks } from './registry';
import { RowBlock } from './Row';
import { SectionBlock } from './Section';
import { TextBoxBlock } from './TextBox';

registerBlock('section', SectionBlock);
registerBlock('row', RowBlock);
registerBlock('header', HeaderBlock);
registerBlock('textBox', TextBoxBlock);
registerBlock('banner', BannerBlock);
registerBlock('picture', PictureBlock);
registerBlock('card', CardBlock);
registerBlock('callToAction', CallToActionBlock);
registerBlock('footerBox', FooterBoxBlock);
registerLazyBlocks(
  ['textEditor', 'accordion', 'iframe', 'groupedContent', 'slider', 'icon'],
  withMessages('blocks', async () => (await import(/* webpackChunkName: "blocks" */ './moreBlocks')).default),
);
// The product page (src/features/productPage): a chunk of its own ('product'), loaded with a product page
// (loadBlocks); product links preload it.
registerLazyBlocks(['productDetails'], async () => ({
  productDetails: (await import(/* webpackChunkName: "product" */ '../../productPage/ProductDetails')).ProductDetailsBlock,
}));
// Forms (src/features/form): a chunk of their own with their message group, loaded with the pages that have one.
registerLazyBlocks(
  ['forms'],
  withMessages('forms', async () => (await import(/* webpackChunkName: "forms" */ '../../form/FormsBlock')).default),
);
