import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import type { Block } from '../../../api/types';
import { isBlock } from '../../../../common/content/params';
import { getBlockComponent, warnUnknownBlock } from './registry';

interface BoundaryProps {
  type: string;
  children: ReactNode;
}

/** One broken block (bad CMS data, a bug) must not take the page down: it renders nothing instead. */
class BlockErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (process.env.NODE_ENV !== 'production') {
      console.error(`Block "${this.props.type}" failed to render`, error, info.componentStack);
    }
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function BlockItem({ block }: { block: Block }) {
  const BlockComponent = getBlockComponent(block.type);
  if (!BlockComponent) {
    warnUnknownBlock(block.type);
    return null;
  }
  // A lazily registered block whose chunk is not loaded yet renders nothing until it is.
  return (
    <BlockErrorBoundary type={block.type}>
      <Suspense fallback={null}>
        <BlockComponent block={block} />
      </Suspense>
    </BlockErrorBoundary>
  );
}

export interface BlockListProps {
  blocks: readonly Block[] | null | undefined;
}

/**
 * Renders blocks by type from the registry. Used by BlockRenderer and by blocks with children (section, row,
 * groupedContent, slider); it does not itself register the built-in blocks (BlockRenderer does).
 */
export function BlockList({ blocks }: BlockListProps) {
  if (!Array.isArray(blocks)) return null;
  return (
    <>
      {blocks.map((block: unknown, index) =>
        isBlock(block) ? <BlockItem key={`${String(block.id ?? '')}:${index}`} block={block} /> : null,
      )}
    </>
  );
}
