import { lazy, Suspense } from 'react';
import type { Product } from '../../api/types';
import { useAppSelector } from '../../app/hooks';
import { selectHasServerCart } from '../cart';

/** The room the controls take (quantity row + button; the variant link), held while their chunk loads (TileBuy). */
const TILE_BUY_HEIGHT = { buy: 88, variant: 40 };

/**
 * The quantity field and 'Add to cart' of a product tile are a chunk of their own, loaded only for a customer with a
 * cart: anonymous visitors (the first load) get nothing of it but this slot, and the first render of a list waits
 * for no more than a box of the controls' height (no layout shift when they arrive). Its texts are in the start
 * group: loading a message group re-renders every text of the page (the catalog changes) — in a list, every tile,
 * while its prices arrive (measured: the 8 first tiles priced ~200 ms later on a 4× slower phone).
 */
const TileBuy = lazy(() => import(/* webpackChunkName: "tileBuy" */ './TileBuy'));

/**
 * Add to cart in a product list (issue 16), for a logged-in customer (or a rep acting for one). Without a product
 * (a loading tile) only the controls' room, so the results do not push the page down when they replace it.
 */
export function TileBuySlot({ product }: { product?: Product }) {
  const allowed = useAppSelector(selectHasServerCart);
  if (!allowed) return null;
  // A style property (set through the CSSOM, as the CSP allows), not a styled component: the slot is in the first load.
  const reserve = <div style={{ minHeight: product?.variants.length ? TILE_BUY_HEIGHT.variant : TILE_BUY_HEIGHT.buy }} />;
  return product ? (
    <Suspense fallback={reserve}>
      <TileBuy product={product} />
    </Suspense>
  ) : (
    reserve
  );
}
