import { defineMessage, defineMessages } from 'react-intl';

export const componentMessages = defineMessages({
  spinnerLoading: { id: 'components.spinner.loading', defaultMessage: 'Loading…' },
  navButtonLoading: { id: 'components.navButton.loading', defaultMessage: 'Please wait…' },
  navButtonAdded: { id: 'components.navButton.added', defaultMessage: 'Added' },
  navButtonFailed: { id: 'components.navButton.failed', defaultMessage: 'Failed' },
  navButtonUnknownError: { id: 'components.navButton.unknownError', defaultMessage: 'Something went wrong' },
  toastRegion: { id: 'components.toast.region', defaultMessage: 'Notifications' },
  toastDismiss: { id: 'components.toast.dismiss', defaultMessage: 'Dismiss notification' },
  loadingBarLabel: { id: 'components.loadingBar.label', defaultMessage: 'Loading page' },
});

/** The pager's texts (Pager.tsx: product lists, the customer centre's lists). */
export const pagerMessages = defineMessages({
  pagination: { id: 'components.pager.label', defaultMessage: 'Pages' },
  previous: { id: 'components.pager.previous', defaultMessage: 'Previous' },
  previousLabel: { id: 'components.pager.previousLabel', defaultMessage: 'Previous page' },
  next: { id: 'components.pager.next', defaultMessage: 'Next' },
  nextLabel: { id: 'components.pager.nextLabel', defaultMessage: 'Next page' },
});

export const pageLabel = defineMessage<{ page: number }>({
  id: 'components.pager.page',
  defaultMessage: 'Page {page}',
});

/** Messages with values are defined one by one so that their values are typed. */
export const navButtonFailedWithReason = defineMessage<{ message: string }>({
  id: 'components.navButton.failedWithReason',
  defaultMessage: 'Failed: {message}',
});
