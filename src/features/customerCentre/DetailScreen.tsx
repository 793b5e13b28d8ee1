import { useCallback, useEffect, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useRoutePath, type RouteName } from '../../app/routePaths';
import type { AppDispatch, RootState } from '../../app/store';
import { NavigationButton } from '../../components/NavigationButton';
import { Spinner } from '../../components/Spinner';
import { NOT_FOUND, type ListState } from '../../lib/listState';
import { CustomerCentreLayout } from './CustomerCentreLayout';
import { m, mv } from './messages';
import { Actions, Notice } from './styles';

export interface DetailScreenProps<T> {
  /** The list the document belongs to (navigation, 'back to …'). */
  section: Extract<RouteName, 'orders' | 'invoices' | 'creditMemos'>;
  /** The page title while the document is not there. */
  title: MessageDescriptor;
  notFound: MessageDescriptor;
  back: MessageDescriptor;
  select: (state: RootState) => ListState<T>;
  load: (id: string) => (dispatch: AppDispatch, getState: () => RootState) => Promise<void>;
  /** The loaded document's page (within the customer-centre frame). */
  children: (item: T) => ReactNode;
}

/**
 * A customer-centre document by the route's :id (SPEC §2 detail routes): loading, the document, or — when the
 * server has nothing for this customer — the not-found state with a way back to the list (SPEC §4, §8); other
 * errors say so and offer another try.
 */
export function DetailScreen<T>({ section, title, notFound, back, select, load, children }: DetailScreenProps<T>) {
  const intl = useIntl();
  const path = useRoutePath();
  const dispatch = useAppDispatch();
  const { id = '' } = useParams();
  const state = useAppSelector(select);
  const reload = useCallback(() => dispatch(load(id)), [dispatch, load, id]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const current = state.currentId === id ? state : null;
  if (current?.current && current.currentStatus !== 'error') return <>{children(current.current)}</>;

  const backButton = (
    <NavigationButton variant="secondary" to={path(section)}>
      {intl.formatMessage(back)}
    </NavigationButton>
  );
  let body: ReactNode;
  if (current?.currentStatus === 'error' && current.currentError === NOT_FOUND) {
    body = (
      <Notice role="alert">
        <p>{intl.formatMessage(notFound)}</p>
        <Actions>{backButton}</Actions>
      </Notice>
    );
  } else if (current?.currentStatus === 'error') {
    body = (
      <Notice role="alert" $tone="danger">
        <p>{intl.formatMessage(m.documentFailed)}</p>
        {current.currentError && <p>{intl.formatMessage(mv.errorDetail, { message: current.currentError })}</p>}
        <Actions>
          <NavigationButton
            onClick={() => {
              void reload();
            }}
          >
            {intl.formatMessage(m.retry)}
          </NavigationButton>
          {backButton}
        </Actions>
      </Notice>
    );
  } else {
    body = (
      <p role="status">
        <Spinner size={18} decorative /> {intl.formatMessage(m.loading)}
      </p>
    );
  }
  return (
    <CustomerCentreLayout title={intl.formatMessage(title)} section={section}>
      {body}
    </CustomerCentreLayout>
  );
}
