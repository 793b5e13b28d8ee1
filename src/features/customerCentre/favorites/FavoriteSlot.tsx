import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { withMessages } from '../../../app/i18n';
import type { FavoriteButtonProps } from './FavoriteButton';

/**
 * The button and its texts are a chunk of their own, loaded only for a logged-in customer: anonymous visitors (the
 * first load) get nothing of the favourite lists but this slot.
 */
const FavoriteButton = lazy(withMessages('favoriteButton', () => import(/* webpackChunkName: "favoriteButton" */ './FavoriteButton')));

/** Whether the user keeps favourite lists: a logged-in customer user (or a rep acting for one). */
export const selectHasFavoriteLists = (state: {
  user: { token: { anonymous: boolean }; current: { user: { customerNumber: string | null } | null } };
}) => !state.user.token.anonymous && !!state.user.current.user?.customerNumber;

/** 'Add to favourite list' where a product is shown (product page, product tiles), for logged-in customers. */
export function FavoriteSlot(props: FavoriteButtonProps) {
  const allowed = useAppSelector(selectHasFavoriteLists);
  if (!allowed) return null;
  return (
    <Suspense fallback={null}>
      <FavoriteButton {...props} />
    </Suspense>
  );
}
