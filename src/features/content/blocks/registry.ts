/**
 * The block registry: block type → component. The built-in content blocks register themselves in
 * builtins.ts; later features add theirs (productList, productDetails, forms) with registerBlock() from their
 * own modules, without editing this file.
 */
import type { ComponentType } from 'react';
import type { Block, BlockType } from '../../../api/types';

export interface BlockProps {
  block: Block;
}

export type BlockComponent = ComponentType<BlockProps>;

const registry = new Map<string, BlockComponent>();
const warned = new Set<string>();

/** Registers (or replaces) the component that renders blocks of `type`. */
export function registerBlock(type: BlockType, component: BlockComponent): void {
  registry.set(type, component);
}

export function getBlockComponent(type: string): BlockComponent | undefined {
  return registry.get(type);
}

export function registeredBlockTypes(): string[] {
  return [...registry.keys()].sort();
}

/** Unknown block types render nothing; in development each one is reported once. */
export function warnUnknownBlock(type: string): void {
  if (process.env.NODE_ENV === 'production' || warned.has(type)) return;
  warned.add(type);
  console.warn(`BlockRenderer: no component is registered for block type "${type}"; it is not rendered.`);
}
