import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the quick order (paste box and order-entry grid). Translations: translations/src/quickOrder.json. */
const plainMessages = defineMessages({
  title: { id: 'quickOrder.title', defaultMessage: 'Quick order' },
  intro: {
    id: 'quickOrder.intro',
    defaultMessage: 'Add many items at once: paste rows from a spreadsheet, or type item numbers one after another.',
  },
  pasteHeading: { id: 'quickOrder.paste.heading', defaultMessage: 'Paste rows' },
  pasteLabel: { id: 'quickOrder.paste.label', defaultMessage: 'Paste from spreadsheet' },
  pasteAdd: { id: 'quickOrder.paste.add', defaultMessage: 'Add to cart' },
  pasteAdded: { id: 'quickOrder.paste.added', defaultMessage: 'Added' },
  pasteEmpty: { id: 'quickOrder.paste.empty', defaultMessage: 'Paste at least one row with an item number and a quantity.' },
  pasteErrorsHeading: { id: 'quickOrder.paste.errorsHeading', defaultMessage: 'Rows that need attention' },
  pasteNoItemNumber: { id: 'quickOrder.paste.noItemNumber', defaultMessage: '(no item number)' },
  reasonMissingQuantity: { id: 'quickOrder.reason.missingQuantity', defaultMessage: 'the quantity is missing' },
  reasonTooManyColumns: {
    id: 'quickOrder.reason.tooManyColumns',
    defaultMessage: 'too many columns – use item number, quantity and unit',
  },
  reasonQuantityInvalid: { id: 'quickOrder.reason.quantityInvalid', defaultMessage: 'the quantity must be a positive number' },
  reasonUnknownItem: { id: 'quickOrder.reason.unknownItem', defaultMessage: 'unknown item number' },
  gridHeading: { id: 'quickOrder.grid.heading', defaultMessage: 'Type item numbers' },
  gridHelp: {
    id: 'quickOrder.grid.help',
    defaultMessage: 'Type an item number and press Enter, then the quantity and Enter. Escape clears the line.',
  },
  gridItem: { id: 'quickOrder.grid.item', defaultMessage: 'Item number' },
  gridQuantity: { id: 'quickOrder.grid.quantity', defaultMessage: 'Quantity' },
  gridUnit: { id: 'quickOrder.grid.unit', defaultMessage: 'Unit' },
  gridVariant: { id: 'quickOrder.grid.variant', defaultMessage: 'Variant' },
  gridAdd: { id: 'quickOrder.grid.add', defaultMessage: 'Add line' },
  gridSearching: { id: 'quickOrder.grid.searching', defaultMessage: 'Looking up the item…' },
  gridLookupFailed: { id: 'quickOrder.grid.lookupFailed', defaultMessage: 'The item could not be looked up. Please try again.' },
  gridItemFirst: { id: 'quickOrder.grid.itemFirst', defaultMessage: 'Enter a known item number first.' },
  gridCleared: { id: 'quickOrder.grid.cleared', defaultMessage: 'Line cleared' },
  gridLogCaption: { id: 'quickOrder.grid.logCaption', defaultMessage: 'Lines added here' },
  gridName: { id: 'quickOrder.grid.name', defaultMessage: 'Item' },
  fileAdd: { id: 'quickOrder.file.add', defaultMessage: 'Add from file' },
  fileHelp: {
    id: 'quickOrder.file.help',
    defaultMessage: "A CSV file or an Excel workbook (.xlsx) with the same columns. Row numbers in the messages are the file's own.",
  },
  fileSample: { id: 'quickOrder.file.sample', defaultMessage: 'Download a sample file (CSV)' },
  /** The sample file's name without its extension. */
  fileSampleName: { id: 'quickOrder.file.sampleName', defaultMessage: 'quick-order-sample' },
  pageToCart: { id: 'quickOrder.page.toCart', defaultMessage: 'Go to the cart' },
});

/** Messages with values, defined one by one so that their values are typed. */
/**
 * `maxText` is the row limit written out (formatQuantity), not by ICU's `{max, number}`: that built the cart page's
 * first Intl.NumberFormat (ICU's start: ~26 ms, 105 ms at 4× CPU, in the cart's first render).
 */
const pasteHelp = defineMessage<{ maxText: string }>({
  id: 'quickOrder.paste.help',
  defaultMessage:
    'One row per item: item number, quantity and, if you like, the unit – separated by tab, semicolon or comma. Up to {maxText} rows.',
});
const pasteAddedSummary = defineMessage<{ added: number }>({
  id: 'quickOrder.paste.summary',
  defaultMessage: '{added, plural, one {# line added} other {# lines added}}',
});
const pasteAttentionSummary = defineMessage<{ added: number; invalid: number }>({
  id: 'quickOrder.paste.summaryWithErrors',
  defaultMessage:
    '{added, plural, one {# line added} other {# lines added}}, {invalid, plural, one {# needs attention} other {# need attention}}',
});
const pasteTooMany = defineMessage<{ count: number; max: number }>({
  id: 'quickOrder.paste.tooMany',
  defaultMessage: '{count, number} rows are too many: paste at most {max, number} rows at a time. Nothing was added.',
});
const pasteLookupFailed = defineMessage<{ message: string }>({
  id: 'quickOrder.paste.lookupFailed',
  defaultMessage: 'The items could not be checked ({message}). Nothing was added – please try again.',
});
const pasteRowError = defineMessage<{ row: number; item: string; reason: string }>({
  id: 'quickOrder.paste.rowError',
  defaultMessage: 'Row {row, number}: {item} – {reason}',
});
const reasonQuantityNotWhole = defineMessage<{ unit: string }>({
  id: 'quickOrder.reason.quantityNotWhole',
  defaultMessage: 'whole numbers only for {unit}',
});
const reasonTooManyDecimals = defineMessage<{ decimals: number }>({
  id: 'quickOrder.reason.tooManyDecimals',
  defaultMessage: 'at most {decimals, number} decimals',
});
const reasonQuantityTooLarge = defineMessage<{ max: number }>({
  id: 'quickOrder.reason.quantityTooLarge',
  defaultMessage: 'at most {max, number} per line',
});
const reasonVariantRequired = defineMessage<{ variants: string }>({
  id: 'quickOrder.reason.variantRequired',
  defaultMessage: 'the item has variants – use the variant’s item number: {variants}',
});
const reasonUnitNotSold = defineMessage<{ unit: string; units: string }>({
  id: 'quickOrder.reason.unitNotSold',
  defaultMessage: 'the unit {unit} is not sold for this item (units: {units})',
});
const reasonCartFull = defineMessage<{ max: number }>({
  id: 'quickOrder.reason.cartFull',
  defaultMessage: 'the cart is full (at most {max, number} lines)',
});
const gridUnknown = defineMessage<{ item: string }>({
  id: 'quickOrder.grid.unknown',
  defaultMessage: 'Unknown item number: {item}',
});
const gridAddedLine = defineMessage<{ quantity: number; unit: string; name: string }>({
  id: 'quickOrder.grid.addedLine',
  defaultMessage: 'Added {quantity, number} {unit} {name}',
});

const fileReading = defineMessage<{ file: string }>({
  id: 'quickOrder.file.reading',
  defaultMessage: 'Reading {file}…',
});
const fileErrorsHeading = defineMessage<{ file: string }>({
  id: 'quickOrder.file.errorsHeading',
  defaultMessage: 'Rows in {file} that need attention',
});
const fileEmpty = defineMessage<{ file: string }>({
  id: 'quickOrder.file.empty',
  defaultMessage: '{file} has no row with an item number and a quantity. Nothing was added.',
});
const fileTooMany = defineMessage<{ file: string; count: number; max: number }>({
  id: 'quickOrder.file.tooMany',
  defaultMessage: '{file} has {count, number} rows – at most {max, number} rows at a time. Nothing was added.',
});
const fileUnsupported = defineMessage<{ file: string }>({
  id: 'quickOrder.file.unsupported',
  defaultMessage: '{file} cannot be read: choose a CSV file or an Excel workbook (.xlsx).',
});
const fileOldExcel = defineMessage<{ file: string }>({
  id: 'quickOrder.file.oldExcel',
  defaultMessage: '{file} is in the old Excel format (.xls): save it as an Excel workbook (.xlsx) or as CSV and choose it again.',
});
const fileTooLarge = defineMessage<{ file: string; max: number }>({
  id: 'quickOrder.file.tooLarge',
  defaultMessage: '{file} is larger than {max, number} MB. Nothing was added.',
});
const fileUnreadable = defineMessage<{ file: string }>({
  id: 'quickOrder.file.unreadable',
  defaultMessage: '{file} could not be read. Check that it is a CSV file or an Excel workbook (.xlsx) and try again.',
});

export const quickOrderMessages = {
  ...plainMessages,
  pasteHelp,
  pasteAddedSummary,
  pasteAttentionSummary,
  pasteTooMany,
  pasteLookupFailed,
  pasteRowError,
  reasonQuantityNotWhole,
  reasonTooManyDecimals,
  reasonQuantityTooLarge,
  reasonVariantRequired,
  reasonUnitNotSold,
  reasonCartFull,
  gridUnknown,
  gridAddedLine,
  fileReading,
  fileErrorsHeading,
  fileEmpty,
  fileTooMany,
  fileUnsupported,
  fileOldExcel,
  fileTooLarge,
  fileUnreadable,
};
