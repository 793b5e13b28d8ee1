/**
 * Attachments of a form: the type is recognised from the file's first bytes (never from its name or the type the
 * browser declared), the name is reduced to a plain file name that ends in that type's extension — the recipient
 * opens 'invoice.pdf', never a PDF named 'invoice.bat' or 'invoice.html' — without hidden characters.
 */
import type { FileInfo } from '../../../common/forms/rules';

export interface ReceivedFile {
  /** The form field the file belongs to. */
  field: string;
  fileName: string;
  data: Buffer;
}

const SIGNATURES: { type: string; bytes: number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** The MIME type of the content, or 'application/octet-stream' when it is none of the accepted kinds. */
export function sniffType(data: Buffer): string {
  const match = SIGNATURES.find((s) => data.length >= s.bytes.length && s.bytes.every((b, i) => data[i] === b));
  return match?.type ?? 'application/octet-stream';
}

/** The extensions of each accepted type; the first is given to a name that ends in none of them. */
const EXTENSIONS: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
};

/**
 * What never belongs in a shown file name: control characters (C0, DEL, C1) and the direction marks, embeddings,
 * overrides and isolates (U+061C, U+200E–200F, U+202A–202E, U+2066–2069) — 'invoice\u202Efdp.exe' shows as
 * 'invoiceexe.pdf' — and the characters Windows refuses.
 */
// eslint-disable-next-line no-control-regex -- control characters are what is removed
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"<>|?*:]/g;

const MAX_NAME = 200;

/**
 * 'C:\\fakepath\\../Faktura 1.pdf' → 'Faktura 1.pdf': no folders, no hidden characters, at most 200 characters; with
 * the content's type, the name ends in its extension ('invoice.bat' of a PDF → 'invoice.pdf').
 */
export function safeFileName(name: string, type?: string): string {
  const base = name.replace(HIDDEN, '').split(/[\\/]/).pop() ?? '';
  const clean = base.trim().replace(/^\.+/, '').replace(/[.\s]+$/, '');
  const extensions = type ? EXTENSIONS[type] : undefined;
  if (!extensions) return [...(clean || 'attachment')].slice(0, MAX_NAME).join('');
  const dot = clean.lastIndexOf('.');
  const given = dot >= 0 ? clean.slice(dot + 1).toLowerCase() : '';
  const extension = extensions.includes(given) ? given : extensions[0]!;
  const stem = (dot >= 0 ? clean.slice(0, dot) : clean).replace(/[.\s]+$/, '') || 'attachment';
  return `${[...stem].slice(0, MAX_NAME - extension.length - 1).join('')}.${extension}`;
}

export function attachmentInfo(file: ReceivedFile): FileInfo {
  const type = sniffType(file.data);
  return { name: safeFileName(file.fileName, type), size: file.data.length, type };
}
