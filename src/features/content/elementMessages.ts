import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the blocks that show other content (element lists, sales persons) and of the content modal. */
export const elementMessages = defineMessages({
  loading: { id: 'content.elements.loading', defaultMessage: 'Loading…' },
  failed: { id: 'content.elements.failed', defaultMessage: 'The content could not be loaded.' },
  modalClose: { id: 'content.modal.close', defaultMessage: 'Close' },
  modalGoToPage: { id: 'content.modal.goToPage', defaultMessage: 'Go to the page' },
  phone: { id: 'content.salesPerson.phone', defaultMessage: 'Phone' },
  email: { id: 'content.salesPerson.email', defaultMessage: 'E-mail' },
  regions: { id: 'content.salesPerson.regions', defaultMessage: 'Regions' },
});

/** The name of a sales person's contact list ('Contact Ingrid Berg'). */
export const salesPersonContact = defineMessage<{ name: string }>({
  id: 'content.salesPerson.contact',
  defaultMessage: 'Contact {name}',
});
