import { useRoutePath } from '../../app/routePaths';
import { messages } from './messages';

/** The customer-centre pages of the header's menu (SPEC §2): profile, invoices, orders, credit memos. */
export function useCustomerCenterLinks() {
  const path = useRoutePath();
  return [
    { key: 'profile', to: path('profile'), label: messages.profile },
    { key: 'invoices', to: path('invoices'), label: messages.invoices },
    { key: 'orders', to: path('orders'), label: messages.orders },
    { key: 'creditMemos', to: path('creditMemos'), label: messages.creditMemos },
  ];
}
