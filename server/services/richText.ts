/**
 * CMS rich text is sanitised here, where content is served (GetContentByUrl pages, the area's footer blocks), so
 * the storefront renders the server's HTML as it is and no HTML sanitiser ships to the browser. The strict CSP
 * (server/app.ts: script-src 'self', no inline script) stays as the second layer.
 *
 * Rich text lives in block parameters named `html` (textEditor `html`, accordion `items[].html`; a new block type
 * that renders RichHtml keeps to that name): every such value, at any depth of a block's parameters and in child
 * blocks, is sanitised; a value that is not a string becomes ''.
 *
 * Allow-list: p, h2, h3, h4, ul, ol, li, a[href|title|data-dealer], strong, em, br, table parts, img[src|alt]. h1 becomes h2
 * (the page has its own h1). Links with an href get rel="noopener noreferrer". Unsafe URLs (javascript:, data:,
 * vbscript:, … also entity-encoded or with embedded whitespace) are removed; links keep http(s), mailto, tel and
 * relative URLs, images http(s) and relative URLs. Other tags are removed with their text kept, except script,
 * style and the like, which go with their content.
 */
import sanitize, { type IOptions } from 'sanitize-html';
import type { Block } from '../../contract/content';

const TABLE_TAGS = ['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];
export const ALLOWED_TAGS = ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'br', 'img', ...TABLE_TAGS];

/**
 * Attributes allowed per tag; every other attribute is dropped. `data-dealer` names the dealer of a dealer link (the
 * storefront's analytics pushes 'dealer-click' for it; README 'Analytics data layer').
 */
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'data-dealer'],
  img: ['src', 'alt'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  col: ['span'],
  colgroup: ['span'],
};

/** Tags removed together with their content (sanitize-html's defaults plus embedded documents and foreign markup). */
const DROPPED_WITH_CONTENT = [
  'script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'frame', 'frameset', 'object', 'embed',
  'svg', 'math', 'title', 'head', 'noembed', 'noframes', 'xmp', 'plaintext', 'audio', 'video', 'select',
];

const FILTER: IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: ALLOWED_ATTRIBUTES,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: { h1: 'h2' },
  // Comments and CDATA are not allowed tags: dropped.
};

/**
 * The second pass sees only the first pass's output (allowed tags, safe URLs) and adds rel to the links whose href
 * survived — sanitize-html checks URLs after transformTags, so the first pass cannot tell which links keep theirs.
 */
const LINK_REL: IOptions = {
  ...FILTER,
  allowedAttributes: { ...ALLOWED_ATTRIBUTES, a: [...ALLOWED_ATTRIBUTES.a!, 'rel'] },
  transformTags: {
    a: (tagName, attribs) => {
      const { rel: _rel, ...rest } = attribs;
      return { tagName, attribs: rest.href ? { ...rest, rel: 'noopener noreferrer' } : rest };
    },
  },
};

/** Sanitised CMS rich text, ready for the storefront's RichHtml; '' for anything that is not a non-blank string. */
export function sanitizeRichHtml(html: unknown): string {
  if (typeof html !== 'string' || html.trim() === '') return '';
  return sanitize(sanitize(html, FILTER), LINK_REL);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of a block parameter value with every `html` entry sanitised (the CMS value itself is left alone). */
function sanitizeValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sanitizeValue);
  if (!isRecord(value)) return value;
  // fromEntries defines own properties: a key like '__proto__' from the CMS JSON cannot touch the prototype.
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [key, key === 'html' ? sanitizeRichHtml(entry) : sanitizeValue(entry)]),
  );
}

/** CMS blocks as served: rich text sanitised in the parameters of every block and child block. */
export function sanitizeBlocks(blocks: unknown): Block[] {
  if (!Array.isArray(blocks)) return [];
  return blocks.map((block: unknown) => {
    if (!isRecord(block)) return block as Block;
    const out: Record<string, unknown> = { ...block };
    if ('parameters' in block) out.parameters = sanitizeValue(block.parameters);
    if (Array.isArray(block.children)) out.children = sanitizeBlocks(block.children);
    return out as unknown as Block;
  });
}
