/**
 * Media files addressed by a base64 path (SPEC §7 /images/raw/{b64Path}, /images/{resize}/…/{b64Path}).
 * The decoded path is relative to the media root and must stay under it.
 */
import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';

/** Content types of the files we serve; any other extension is not served. */
export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

export function mediaContentType(file: string): string | undefined {
  return MEDIA_TYPES[path.extname(file).toLowerCase()];
}

/** base64url or standard base64 (padding optional) → UTF-8 text, or null if it is not valid. */
export function decodeBase64Path(b64: string): string | null {
  const trimmed = b64.trim();
  if (trimmed.length === 0 || trimmed.length > 4096 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null;
  const unpadded = trimmed.replace(/=+$/, '');
  if (unpadded.length % 4 === 1) return null;
  const bytes = Buffer.from(unpadded.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  const text = bytes.toString('utf8');
  // Reject bytes that are not valid UTF-8 (they would decode to U+FFFD and round-trip differently).
  if (!Buffer.from(text, 'utf8').equals(bytes)) return null;
  return text;
}

function isUnder(root: string, candidate: string): boolean {
  const rel = path.relative(root, candidate);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}

/**
 * Decodes `b64` and returns the absolute path of an existing regular file under `root`, or null when the
 * value is not base64, holds a NUL byte, is absolute, leaves the root (also through symlinks) or names
 * no file. Callers answer null with 404.
 */
export function resolveMediaPath(root: string, b64: string): string | null {
  const relative = decodeBase64Path(b64);
  if (relative === null || relative.length === 0 || relative.includes('\0')) return null;
  const normalised = relative.replace(/\\/g, '/');
  if (normalised.startsWith('/') || path.isAbsolute(relative) || /^[a-zA-Z]:/.test(normalised)) return null;
  if (normalised.split('/').includes('..')) return null;
  const absRoot = path.resolve(root);
  const candidate = path.resolve(absRoot, normalised);
  if (!isUnder(absRoot, candidate)) return null;
  try {
    const real = realpathSync(candidate);
    if (!isUnder(realpathSync(absRoot), real)) return null;
    return statSync(real).isFile() ? real : null;
  } catch {
    return null;
  }
}
