/**
 * Defensive readers of CMS block parameters (src/api/types.ts documents them per block type). CMS data may
 * miss or mistype any field: every reader returns a safe fallback instead of throwing.
 */
import type { Block } from '../../contract/content';

/** A link a content block carries (a button, a card's target). */
export interface Link {
  url: string;
  label: string;
}

export type Params = Record<string, unknown>;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isBlock(value: unknown): value is Block {
  return isRecord(value) && typeof value.type === 'string';
}

/** The block's parameters, or {} when missing or not an object. */
export function params(block: Block | null | undefined): Params {
  return block && isRecord(block.parameters) ? block.parameters : {};
}

/** The block's child blocks (only well-formed ones). */
export function childBlocks(block: Block | null | undefined): Block[] {
  return block && Array.isArray(block.children) ? block.children.filter(isBlock) : [];
}

/** A non-empty trimmed string (numbers are converted), else undefined. */
export function asString(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

export const str = (p: Params, key: string): string | undefined => asString(p[key]);

/** A finite number (numeric strings too), else undefined. */
export function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

export const num = (p: Params, key: string): number | undefined => asNumber(p[key]);

export const bool = (p: Params, key: string): boolean => p[key] === true || p[key] === 'true';

export function oneOf<T extends string>(p: Params, key: string, allowed: readonly T[], fallback: T): T {
  const value = p[key];
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function list(p: Params, key: string): unknown[] {
  const value = p[key];
  return Array.isArray(value) ? value : [];
}

/** A { url, label } link with a non-empty url, else null (label defaults to ''). */
export function asLink(value: unknown): Link | null {
  if (!isRecord(value)) return null;
  const url = asString(value.url);
  if (!url) return null;
  return { url, label: asString(value.label) ?? '' };
}

export const link = (p: Params, key: string): Link | null => asLink(p[key]);

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
