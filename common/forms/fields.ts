/**
 * What a form definition may hold (docs/forms-api.md): its field types, the text lengths when a field names none, and
 * the attachment limits. The server checks definitions and sent forms against them, the storefront its fields.
 */

/** The field types of a form definition. */
export const FORM_FIELD_TYPES = ['text', 'email', 'tel', 'textarea', 'select', 'checkbox', 'number', 'date', 'file'] as const;

/** Fallback text lengths when a definition names no maxLength. */
export const DEFAULT_MAX_LENGTH = 200;
export const DEFAULT_TEXTAREA_MAX_LENGTH = 5000;
/** Largest attachment a definition may allow, and the default. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const DEFAULT_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_FILES_PER_FIELD = 5;
/** MIME types an attachment field may accept (the server recognises their content). */
export const ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
