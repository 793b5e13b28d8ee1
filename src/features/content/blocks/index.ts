/** Content blocks: import BlockRenderer (which registers the built-ins) and registerBlock from here. */
export { BlockRenderer, type BlockRendererProps } from './BlockRenderer';
export { BlockList } from './BlockList';
export {
  getBlockComponent,
  loadBlocks,
  preloadBlocks,
  registerBlock,
  registerLazyBlocks,
  registeredBlockTypes,
  type BlockComponent,
  type BlockModule,
  type BlockProps,
} from './registry';
export { ContentLink, isInternalHref, safeHref } from './ContentLink';
export { RichHtml } from './RichHtml';
export * as blockParams from '../../../../common/content/params';
