import { loadBlocks, registeredBlockTypes } from '../../../src/features/content/blocks/registry';

/**
 * Loads the chunks of every registered lazy block type, as the content route's loader does for a page's blocks
 * (registry.ts), so a test can render such blocks at once. __tests__/web/blocks/lazyBlocks.test.tsx tests the lazy path.
 */
export const loadRegisteredBlocks = () => loadBlocks(registeredBlockTypes().map((type) => ({ type })));
