import { defineMessage, defineMessages } from 'react-intl';

const plain = defineMessages({
  title: { id: 'impersonation.title', defaultMessage: 'Act on behalf of a customer' },
  intro: {
    id: 'impersonation.intro',
    defaultMessage: 'Choose the customer user you want to act for. You see their prices and place orders in their name.',
  },
  searchLabel: { id: 'impersonation.search.label', defaultMessage: 'Find a customer' },
  searchPlaceholder: { id: 'impersonation.search.placeholder', defaultMessage: 'Name, e-mail, company or customer number' },
  name: { id: 'impersonation.table.name', defaultMessage: 'Name' },
  email: { id: 'impersonation.table.email', defaultMessage: 'E-mail' },
  customer: { id: 'impersonation.table.customer', defaultMessage: 'Customer' },
  city: { id: 'impersonation.table.city', defaultMessage: 'City' },
  actAs: { id: 'impersonation.actAs', defaultMessage: 'Act as' },
  stop: { id: 'impersonation.stop', defaultMessage: 'Stop acting on behalf' },
  none: { id: 'impersonation.none', defaultMessage: 'No customer users match your search.' },
  forbidden: { id: 'impersonation.forbidden', defaultMessage: 'Only sales staff can act on behalf of customers.' },
  loading: { id: 'impersonation.loading', defaultMessage: 'Loading customers…' },
  actingNow: { id: 'impersonation.table.actingNow', defaultMessage: 'Acting now' },
});

const current = defineMessage<{ name: string; customer: string }>({
  id: 'impersonation.current',
  defaultMessage: 'You are acting on behalf of {name} ({customer}).',
});
const actAsLabel = defineMessage<{ name: string }>({ id: 'impersonation.actAsLabel', defaultMessage: 'Act as {name}' });

export const messages = { ...plain, current, actAsLabel };
