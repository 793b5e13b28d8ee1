/**
 * CMS rich text sanitising (textEditor, accordion): DOMPurify with a strict allow-list.
 * Allowed: p, h2, h3, h4, ul, ol, li, a[href|title], strong, em, br, table parts, img[src|alt].
 * h1 becomes h2. Every link gets rel="noopener noreferrer"; javascript: and other unsafe URLs are removed by
 * DOMPurify. The content of other tags is kept as text, except script/style and the like, which go entirely.
 */
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

const TABLE_TAGS = ['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];
export const ALLOWED_TAGS = ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'br', 'img', ...TABLE_TAGS];

/** Attributes allowed per tag; every other attribute is dropped. */
const ATTRIBUTES_BY_TAG: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  col: ['span'],
  colgroup: ['span'],
};
const ALLOWED_ATTR = [...new Set(Object.values(ATTRIBUTES_BY_TAG).flat())];

let purifier: Purifier | null = null;

function getPurifier(): Purifier | null {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return null;
  // An own instance: the hooks below must not affect other DOMPurify users.
  const instance = DOMPurify(window);
  if (!instance.isSupported) return null;
  instance.addHook('uponSanitizeAttribute', (node, event) => {
    const allowed = ATTRIBUTES_BY_TAG[node.nodeName.toLowerCase()] ?? [];
    if (!allowed.includes(event.attrName)) event.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() === 'a') {
      if (node.hasAttribute('href')) node.setAttribute('rel', 'noopener noreferrer');
      else node.removeAttribute('rel');
    }
  });
  purifier = instance;
  return purifier;
}

/** Sanitised HTML for dangerouslySetInnerHTML. Without a DOM (server, old browser) the text is escaped. */
export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || html.trim() === '') return '';
  const instance = getPurifier();
  if (!instance) {
    return html.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  }
  // The page has its own h1: CMS h1s become h2s instead of losing their heading.
  const input = html.replace(/<(\/?)h1(?=[\s>\/])/gi, '<$1h2');
  return instance.sanitize(input, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
