import { defineMessage } from 'react-intl';

/**
 * Texts of the compare toggle. The toggle is on every product tile, so its texts are in the first load; the texts of
 * the comparison bar and page (messages.ts) load with their own chunks. Translations: translations/src/compare.json.
 */
export const compareToggleMessages = {
  toggle: defineMessage({ id: 'compare.toggle.label', defaultMessage: 'Compare' }),
  toggleFor: defineMessage<{ name: string }>({
    id: 'compare.toggle.labelFor',
    defaultMessage: 'Compare {name}',
  }),
  limitReached: defineMessage<{ limit: number }>({
    id: 'compare.toggle.limitReached',
    defaultMessage: 'You can compare up to {limit} products. Remove one to add this product.',
  }),
};
