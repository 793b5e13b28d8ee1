/**
 * The block registry: block type → component. The built-in content blocks register themselves in
 * builtins.ts; later features add theirs (productList, productDetails, forms) with registerBlock() from their
 * own modules, without editing this file.
 *
 * Block types that the home page does not use register lazily (registerLazyBlocks): their components are a chunk
 * of their own, loaded by the content route's loader (loadBlocks) before a page with them renders; a block met
 * before its chunk is loaded (the footer) renders once it is.
 */
import { lazy, type ComponentType } from 'react';
import type { Block, BlockType } from '../../../api/types';
import { blockTypes } from '../../../../common/content/blockTypes';

export interface BlockProps {
  block: Block;
}

export type BlockComponent = ComponentType<BlockProps>;

/** A lazily loaded module of block components by type. */
export type BlockModule = Partial<Record<BlockType, BlockComponent>>;
type BlockModuleLoader = () => Promise<BlockModule>;

const registry = new Map<string, BlockComponent>();
const lazyLoaders = new Map<string, BlockModuleLoader>();
const lazyComponents = new Map<string, BlockComponent>();
const warned = new Set<string>();

/** Registers (or replaces) the component that renders blocks of `type`. */
export function registerBlock(type: BlockType, component: BlockComponent): void {
  registry.set(type, component);
}

/** Registers block types whose components come from `load` (a dynamic import of a module mapping type → component). */
export function registerLazyBlocks(types: readonly BlockType[], load: BlockModuleLoader): void {
  for (const type of types) lazyLoaders.set(type, load);
}

const loading = new Map<BlockModuleLoader, Promise<void>>();

/** Loads a block module once (also for calls while it loads) and registers its components; a failure is retried next time. */
function loadModule(load: BlockModuleLoader): Promise<void> {
  let pending = loading.get(load);
  if (!pending) {
    pending = load().then((module) => {
      for (const [type, component] of Object.entries(module)) if (component) registry.set(type, component);
    });
    pending.catch(() => loading.delete(load));
    loading.set(load, pending);
  }
  return pending;
}

/** Loads the chunks of the lazily registered types among `blocks` (and their children) that are not loaded yet. */
export async function loadBlocks(blocks: unknown): Promise<void> {
  const loads = new Set<BlockModuleLoader>();
  for (const type of blockTypes(blocks)) {
    const load = lazyLoaders.get(type);
    if (load && !registry.has(type)) loads.add(load);
  }
  await Promise.all([...loads].map(loadModule));
}

/** Starts loading the chunks of block types (e.g. while the pointer is on a link to a page with them). */
export function preloadBlocks(types: readonly BlockType[]): void {
  loadBlocks(types.map((type) => ({ type }))).catch(() => undefined); // the page's loader tries again
}

/**
 * The component for a block type: registered, or — for a lazy type not loaded yet — a React.lazy component that
 * loads its chunk (BlockList renders it inside Suspense).
 */
export function getBlockComponent(type: string): BlockComponent | undefined {
  const component = registry.get(type);
  if (component) return component;
  const load = lazyLoaders.get(type);
  if (!load) return undefined;
  let pending = lazyComponents.get(type);
  if (!pending) {
    pending = lazy(async () => {
      await loadModule(load);
      const loaded = registry.get(type);
      if (!loaded) throw new Error(`Block chunk for "${type}" has no component for it`);
      return { default: loaded };
    });
    lazyComponents.set(type, pending);
  }
  return pending;
}

/** The block types whose components are a chunk of their own (src/app/screenChunks.ts BLOCK_CHUNKS names it). */
export function lazyBlockTypes(): string[] {
  return [...lazyLoaders.keys()].sort();
}

export function registeredBlockTypes(): string[] {
  return [...new Set([...registry.keys(), ...lazyLoaders.keys()])].sort();
}

/** Unknown block types render nothing; in development each one is reported once. */
export function warnUnknownBlock(type: string): void {
  if (process.env.NODE_ENV === 'production' || warned.has(type)) return;
  warned.add(type);
  console.warn(`BlockRenderer: no component is registered for block type "${type}"; it is not rendered.`);
}
