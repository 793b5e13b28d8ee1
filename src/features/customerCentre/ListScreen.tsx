import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { totalPagesOf } from '../../../contract/values';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { RouteName } from '../../app/routePaths';
import type { AppDispatch, RootState } from '../../app/store';
import { NavigationButton } from '../../components/NavigationButton';
import { Spinner } from '../../components/Spinner';
import type { ListState } from '../../lib/listState';
import { Pager } from '../../components/Pager';
import { CustomerCentreLayout } from './CustomerCentreLayout';
import { ColumnHeads } from './DocumentParts';
import { ListFiltersForm } from './ListFiltersForm';
import { listSearch, PAGE_SIZE, parseListParams, type ListFilters } from './listQuery';
import { m, mv } from './messages';
import { DataTable, Notice } from './styles';

/** A column of a list: its header; the first column is the row's header cell (th scope=row). */
export interface Column {
  key: string;
  label: MessageDescriptor;
  /** Right-aligned (amounts). */
  numeric?: boolean;
}

export interface ListScreenProps<T> {
  section: RouteName;
  title: MessageDescriptor;
  caption: typeof mv.ordersCaption;
  empty: MessageDescriptor;
  columns: Column[];
  select: (state: RootState) => ListState<T>;
  load: (filters: ListFilters) => (dispatch: AppDispatch, getState: () => RootState) => Promise<void>;
  rowKey: (item: T) => string;
  /** The row's cells in column order: the first one a <th scope="row">, then <td>s with data-label. */
  renderRow: (item: T, labels: string[]) => ReactNode;
}

/**
 * A customer-centre list (SPEC §2 orders, invoices, credit memos; §4 loading → loaded | error): the page and the
 * search options live in the URL (p, q, from, to, link), each change loads that page through the list's slice.
 */
export function ListScreen<T>({ section, title, caption, empty, columns, select, load, rowKey, renderRow }: ListScreenProps<T>) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const query = params.toString();
  // The filters change only with the query string.
  const filters = useMemo(() => parseListParams(new URLSearchParams(query)), [query]);
  const list = useAppSelector(select);

  const reload = useCallback(() => dispatch(load(filters)), [dispatch, load, filters]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const onFilters = (next: ListFilters) => {
    void navigate(`${location.pathname}${listSearch(next)}`);
  };
  const hrefOf = useCallback(
    (page: number) => `${location.pathname}${listSearch({ ...filters, page })}`,
    [location.pathname, filters],
  );
  const onSelectPage = useCallback(() => undefined, []);

  const labels = columns.map((column) => intl.formatMessage(column.label));
  const numeric = columns.flatMap((column, index) => (column.numeric ? [index] : []));
  // SPEC §9 total pages, as the server counts them.
  const pages = totalPagesOf(list.totalItems, PAGE_SIZE);
  const loading = list.status === 'loading' || list.status === 'idle';
  const hasRows = list.items.length > 0;
  const titleText = intl.formatMessage(title);
  const captionText = intl.formatMessage(caption, { page: filters.page, pages, count: list.totalItems });

  let status: ReactNode = null;
  if (loading) {
    status = (
      <>
        <Spinner size={18} decorative /> {intl.formatMessage(m.loading)}
      </>
    );
  } else if (list.status === 'loaded') {
    status = hasRows ? captionText : intl.formatMessage(empty);
  }

  return (
    <CustomerCentreLayout title={titleText} section={section}>
      <ListFiltersForm filters={filters} onChange={onFilters} />
      {filters.linkId && (
        <Notice $tone="info">
          <p>
            {filters.linkNumber ? intl.formatMessage(mv.linkedTo, { number: filters.linkNumber }) : intl.formatMessage(m.linkedWithout)}{' '}
            <Link to={`${location.pathname}${listSearch({ ...filters, page: 1, linkId: '', linkNumber: '' })}`}>
              {intl.formatMessage(m.showAll)}
            </Link>
          </p>
        </Notice>
      )}
      <p role="status" aria-live="polite">
        {status}
      </p>
      {list.status === 'error' && (
        <Notice role="alert" $tone="danger">
          <p>{intl.formatMessage(m.listFailed)}</p>
          {list.error && <p>{intl.formatMessage(mv.errorDetail, { message: list.error })}</p>}
          <NavigationButton
            variant="secondary"
            onClick={() => {
              void reload();
            }}
          >
            {intl.formatMessage(m.retry)}
          </NavigationButton>
        </Notice>
      )}
      {hasRows && (
        <DataTable aria-busy={loading || undefined}>
          <caption>{captionText}</caption>
          <ColumnHeads labels={labels} numeric={numeric} />
          <tbody>
            {list.items.map((item) => (
              <tr key={rowKey(item)}>{renderRow(item, labels)}</tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {list.status !== 'error' && <Pager current={filters.page} total={pages} hrefOf={hrefOf} onSelect={onSelectPage} />}
    </CustomerCentreLayout>
  );
}
