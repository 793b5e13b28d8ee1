/**
 * The field rules of forms (docs/forms-api.md), shared by the storefront (checks while typing and before 'Next')
 * and the server (SendForm, the authority). The only difference: the server checks e-mail domains strictly
 * (`strictEmail`), because the browser's e-mail syntax allows addresses such as 'name@company' without a
 * top-level domain.
 */
import type { FormErrors, FormField } from '../../contract/forms';
import type { FormErrorCode, FormValue } from './fields';
import { DEFAULT_MAX_FILE_BYTES, DEFAULT_MAX_LENGTH, DEFAULT_TEXTAREA_MAX_LENGTH } from './fields';

/** What the rules need of an attached file (a browser File, or a part the server received). */
export interface FileInfo {
  name: string;
  size: number;
  /** The MIME type: as the browser reports it, or as the server recognised it from the content. */
  type: string;
}

export type FieldInput = FormValue | readonly FileInfo[] | null | undefined;

export interface RuleOptions {
  /** Today as 'YYYY-MM-DD' (what a date bound of 'today' means). */
  today: string;
  /** Server: an e-mail address needs a public domain (a dot and a top-level domain of letters). */
  strictEmail?: boolean;
}

/** The HTML standard's syntax of <input type=email> (what browsers accept). */
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** A top-level domain: letters, or an internationalised one in its xn-- form. */
const TOP_LEVEL_DOMAIN = /^(?:[a-zA-Z]{2,63}|xn--[a-zA-Z0-9-]{1,59})$/;
const TEL = /^\+?[0-9 ().\-/]+$/;
const DECIMAL = /^[+-]?\d+(?:[.,]\d+)?$/;
const WHOLE = /^[+-]?\d+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function maxLengthOf(field: FormField): number {
  return field.maxLength ?? (field.type === 'textarea' ? DEFAULT_TEXTAREA_MAX_LENGTH : DEFAULT_MAX_LENGTH);
}

export function maxFileBytesOf(field: FormField): number {
  return field.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
}

/** 'today' → options.today; an ISO date stays; anything else → undefined. */
function dateBound(bound: number | string | undefined, options: RuleOptions): string | undefined {
  if (bound === 'today') return options.today;
  return typeof bound === 'string' && isIsoDate(bound) ? bound : undefined;
}

export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 'YYYY-MM-DD' of a Date in local time (the storefront's today). */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function isEmailSyntax(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** A domain the public internet can have: at least two labels, the last one a top-level domain. */
export function hasPublicDomain(email: string): boolean {
  const labels = email.slice(email.lastIndexOf('@') + 1).split('.');
  return labels.length >= 2 && TOP_LEVEL_DOMAIN.test(labels[labels.length - 1]!);
}

function compilePattern(pattern: string): RegExp | null {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u');
  } catch {
    return null;
  }
}

/** True when a definition's pattern is a valid regular expression (the server checks definitions with it). */
export function isValidPattern(pattern: string): boolean {
  return compilePattern(pattern) !== null;
}

export function isFileList(input: FieldInput): input is readonly FileInfo[] {
  return Array.isArray(input);
}

/** Whether a field counts as empty: no text (after trimming), an unticked checkbox, no file. */
export function isEmptyInput(input: FieldInput): boolean {
  if (input === null || input === undefined || input === false) return true;
  if (typeof input === 'string') return input.trim() === '';
  if (isFileList(input)) return input.length === 0;
  return false;
}

/** A checkbox's value: true, or the strings a multipart form sends for a ticked box. */
export function isTicked(input: FieldInput): boolean {
  return input === true || input === 'true' || input === 'on';
}

/** The first rule the value breaks, or null when it is valid. An empty optional field is valid. */
export function validateField(field: FormField, input: FieldInput, options: RuleOptions): FormErrorCode | null {
  if (field.type === 'checkbox') return field.required && !isTicked(input) ? 'required' : null;
  if (field.type === 'file') return validateFiles(field, isFileList(input) ? input : []);
  if (isEmptyInput(input)) return field.required ? 'required' : null;
  const value = typeof input === 'string' ? input.trim() : String(input);

  switch (field.type) {
    case 'email':
      if (!isEmailSyntax(value)) return 'email';
      if (options.strictEmail && !hasPublicDomain(value)) return 'emailDomain';
      break;
    case 'tel': {
      const digits = value.replace(/\D/g, '').length;
      if (!TEL.test(value) || digits < 6 || digits > 15) return 'tel';
      break;
    }
    case 'number': {
      if (!DECIMAL.test(value)) return 'number';
      if (field.integer && !WHOLE.test(value)) return 'integer';
      const n = Number(value.replace(',', '.'));
      if (typeof field.min === 'number' && n < field.min) return 'min';
      if (typeof field.max === 'number' && n > field.max) return 'max';
      return null;
    }
    case 'date': {
      if (!isIsoDate(value)) return 'date';
      const min = dateBound(field.min, options);
      const max = dateBound(field.max, options);
      if (min !== undefined && value < min) return 'min';
      if (max !== undefined && value > max) return 'max';
      return null;
    }
    case 'select':
      return (field.options ?? []).some((o) => o.value === value) ? null : 'option';
    default:
      break;
  }
  // text, email, tel, textarea
  const length = [...value].length;
  if (field.minLength !== undefined && length < field.minLength) return 'minLength';
  if (length > maxLengthOf(field)) return 'maxLength';
  if (field.pattern && (field.type === 'text' || field.type === 'tel')) {
    const pattern = compilePattern(field.pattern);
    if (pattern && !pattern.test(value)) return 'pattern';
  }
  return null;
}

function validateFiles(field: FormField, files: readonly FileInfo[]): FormErrorCode | null {
  if (files.length === 0) return field.required ? 'required' : null;
  if (files.length > (field.maxFiles ?? 1)) return 'fileCount';
  const accept = field.accept ?? [];
  if (files.some((f) => !accept.includes(f.type))) return 'fileType';
  if (files.some((f) => f.size > maxFileBytesOf(field) || f.size === 0)) return 'fileSize';
  return null;
}

/** The errors of the given fields (only the invalid ones). */
export function validateFields(
  fields: readonly FormField[],
  values: Readonly<Record<string, FieldInput>>,
  options: RuleOptions,
): FormErrors {
  const errors: FormErrors = {};
  for (const field of fields) {
    const error = validateField(field, values[field.name], options);
    if (error) errors[field.name] = error;
  }
  return errors;
}
