/* eslint-disable @typescript-eslint/no-require-imports -- jest.isolateModules loads fresh modules with require */
/**
 * A lazily registered block type is known as soon as the block renderer is (the main chunk): the content route's loader
 * loads a page's block chunks before the page renders (src/app/routes.tsx loadContent), and may run before the content
 * page's chunk has — a product page whose content came with the HTML would otherwise render without its details and
 * show them a moment later (a layout shift).
 */
describe('block registration', () => {
  it('knows productDetails from the block renderer alone', () => {
    jest.isolateModules(() => {
      // A fresh module registry holding the block renderer and what it imports, not the content page.
      require('../../../src/features/content/blocks/BlockRenderer');
      const { registeredBlockTypes } = require('../../../src/features/content/blocks/registry') as typeof import('../../../src/features/content/blocks/registry');
      expect(registeredBlockTypes()).toEqual(expect.arrayContaining(['productDetails', 'forms', 'slider']));
    });
  });

  it('names the chunk of every lazily registered block for the server to preload (src/app/screenChunks.ts)', () => {
    jest.isolateModules(() => {
      require('../../../src/features/content/blocks/BlockRenderer');
      const { lazyBlockTypes } = require('../../../src/features/content/blocks/registry') as typeof import('../../../src/features/content/blocks/registry');
      const { BLOCK_CHUNKS } = require('../../../src/app/screenChunks') as typeof import('../../../src/app/screenChunks');
      expect(Object.keys(BLOCK_CHUNKS).sort()).toEqual(lazyBlockTypes());
    });
  });
});
