import './builtins';
import type { Block } from '../../../api/types';
import { BlockList } from './BlockList';

export { registerBlock, type BlockComponent, type BlockProps } from './registry';

export interface BlockRendererProps {
  /** The page's (or the footer's) content blocks. */
  blocks: readonly Block[] | null | undefined;
}

/**
 * Renders CMS content blocks by type (SPEC §2 'Content blocks'). Unknown types render nothing and warn once
 * in development; a block that throws renders nothing. Importing this module registers the built-in blocks.
 */
export function BlockRenderer({ blocks }: BlockRendererProps) {
  return <BlockList blocks={blocks} />;
}

export default BlockRenderer;
