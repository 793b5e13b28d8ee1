/**
 * Message groups: the texts of translations/src/<group>.json that load with the screens using them instead of at
 * start, so the home route's first load stays light. Every other translations/src/*.json file is the start group,
 * loaded with the page (src/index.tsx).
 *
 * webpack.config.ts reads this file: scripts/icu-ast-loader.cjs builds translations/<locale>.json without these
 * groups and one chunk per group and locale (translations/<locale>.json?group=<group>), and the build fails when a
 * chunk uses a text of a group that neither the start group nor its entry in CHUNK_MESSAGES provides.
 * Tests and e2e read the complete translations/<locale>.json.
 */
export const MESSAGE_GROUPS = [
  'cart',
  'checkout',
  'impersonation',
  'quickOrder',
  'account',
  'customerCentre',
  'forms',
  'contentElements',
  'compare',
] as const;
export type MessageGroup = (typeof MESSAGE_GROUPS)[number];

/** The message groups each lazy chunk (by webpackChunkName) needs before it renders. */
export const CHUNK_MESSAGES = {
  // The cart page shows the notice about an unfinished card payment (cart/PendingPaymentNotice, checkout texts).
  cart: ['cart', 'quickOrder', 'checkout'],
  minicart: ['cart'],
  checkout: ['cart', 'checkout'],
  receipt: ['checkout'],
  impersonation: ['impersonation'],
  password: ['account'],
  favorites: ['account'],
  favoriteButton: ['account'],
  favoritesDialog: ['account'],
  customerCentre: ['customerCentre'],
  quickOrder: ['quickOrder'],
  // The comparison bar and page; the compare toggle on every tile keeps its texts in the start group (compareToggle.json).
  compare: ['compare'],
  comparebar: ['compare'],
  // The rarer content blocks (groupedContent lists other content, sales persons) and the content modal.
  blocks: ['contentElements'],
  contentModal: ['contentElements'],
  // The forms content block (src/features/form/FormsBlock.tsx), registered lazily in content/blocks/builtins.ts.
  forms: ['forms'],
} as const satisfies Record<string, readonly MessageGroup[]>;
export type ChunkWithMessages = keyof typeof CHUNK_MESSAGES;
