import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useRoutePath } from '../../app/routePaths';
import { Spinner } from '../../components/Spinner';
import { CustomerCentreLayout } from '../customerCentre';
import { savedCartMessages as m } from './messages';
import { SavedCartCard } from './SavedCartCard';
import { useGetSavedCartsQuery, useSavedCartsArgs, type SavedCart, type SavedCartsArgs } from './savedCartsApi';
import { Button, CardList, Group, Intro, Message } from './savedCartsStyles';

function CartGroup({ id, title, carts, args, onNotice }: { id: string; title: string; carts: SavedCart[]; args: SavedCartsArgs; onNotice: (text: string, restored: boolean) => void }) {
  if (carts.length === 0) return null;
  return (
    <Group aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <CardList>
        {carts.map((cart) => (
          <li key={cart.id}>
            <SavedCartCard cart={cart} args={args} onNotice={onNotice} />
          </li>
        ))}
      </CardList>
    </Group>
  );
}

/**
 * Saved carts in the customer centre (/kundecenter/gemte-kurve, /en/customercenter/saved-carts; issue 20): the
 * buyer's own saved carts (restore, rename, share with the company, delete) and those colleagues share (restore only),
 * each with its lines and the total at today's prices from the server.
 */
export default function SavedCartsPage() {
  const intl = useIntl();
  const path = useRoutePath();
  const args = useSavedCartsArgs();
  const carts = useGetSavedCartsQuery(args);
  const [notice, setNotice] = useState<{ text: string; restored: boolean } | null>(null);
  const all = carts.data ?? [];
  const onNotice = (text: string, restored: boolean) => setNotice({ text, restored });

  let body: React.ReactNode;
  if (args === skipToken) body = null;
  else if (carts.isLoading) {
    body = (
      <p role="status">
        <Spinner size={16} decorative /> {intl.formatMessage(m.loading)}
      </p>
    );
  } else if (carts.isError) {
    body = (
      <>
        <Message $error role="alert">
          {intl.formatMessage(m.loadFailed)}
        </Message>
        <Button type="button" onClick={() => void carts.refetch()}>
          {intl.formatMessage(m.retry)}
        </Button>
      </>
    );
  } else if (all.length === 0) body = <p>{intl.formatMessage(m.empty)}</p>;
  else {
    body = (
      <>
        <CartGroup id="saved-own" title={intl.formatMessage(m.own)} carts={all.filter((c) => c.own)} args={args} onNotice={onNotice} />
        <CartGroup id="saved-shared" title={intl.formatMessage(m.shared)} carts={all.filter((c) => !c.own)} args={args} onNotice={onNotice} />
      </>
    );
  }

  return (
    <CustomerCentreLayout title={intl.formatMessage(m.title)} section="savedCarts">
      <Intro>{intl.formatMessage(m.intro)}</Intro>
      <div role="status">
        {notice && (
          <Message>
            {notice.text} {notice.restored && <Link to={path('cart')}>{intl.formatMessage(m.goToCart)}</Link>}
          </Message>
        )}
      </div>
      {body}
    </CustomerCentreLayout>
  );
}
