import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Spinner } from '../../../components/Spinner';
import { CustomerCentreLayout } from '../CustomerCentreLayout';
import { m } from '../messages';

/** The page itself: a chunk of its own ('approvals'), so the customer centre's other screens do not carry it. */
const ApprovalsPage = lazy(() => import(/* webpackChunkName: "approvals" */ './ApprovalsPage'));

/**
 * Customer centre → 'Approvals' (issue 20) as a screen of the customer centre's chunk: the route adds no import of its
 * own to the first load; the page's chunk loads here, inside the customer centre's frame.
 */
export default function ApprovalsScreen() {
  const intl = useIntl();
  const title = intl.formatMessage(m.navApprovals);
  return (
    <Suspense
      fallback={
        <CustomerCentreLayout title={title} section="approvals">
          <Spinner size={24} label={intl.formatMessage(m.loading)} />
        </CustomerCentreLayout>
      }
    >
      <ApprovalsPage />
    </Suspense>
  );
}
