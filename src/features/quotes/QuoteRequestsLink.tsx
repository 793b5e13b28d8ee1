import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useRoutePath } from '../../app/routePaths';

/** Its text: translations/src/impersonation.json (message group 'impersonation' of the impersonation chunk). */
const m = defineMessages({ repLink: { id: 'quotes.rep.link', defaultMessage: 'Quote requests' } });

/** The impersonation page's link to the sales rep's quote requests (issue 20). */
export function QuoteRequestsLink() {
  const intl = useIntl();
  const path = useRoutePath();
  return (
    <p>
      <Link to={path('quoteRequests')}>{intl.formatMessage(m.repLink)}</Link>
    </p>
  );
}
