/**
 * Attachments of a form: the type is recognised from the file's first bytes (never from its name or the type the
 * browser declared), the name is reduced to a plain file name.
 */
import type { FileInfo } from '../../../src/api/formRules';

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

/** 'C:\\fakepath\\../Faktura 1.pdf' → 'Faktura 1.pdf': no folders, no control characters, at most 200 characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f"<>|?*:]/g, '').trim().replace(/^\.+/, '');
  return [...(clean || 'attachment')].slice(0, 200).join('');
}

export function attachmentInfo(file: ReceivedFile): FileInfo {
  return { name: safeFileName(file.fileName), size: file.data.length, type: sniffType(file.data) };
}
