import { skipToken } from '@reduxjs/toolkit/query/react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { shallowEqual } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import type { FavoriteList, FavoriteListLine } from '../../../api/accountTypes';
import { isApiError } from '../../../api/apiError';
import type { Product } from '../../../api/types';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../app/hooks';
import { useRoutePath } from '../../../app/routePaths';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { Container } from '../../../components/Container';
import { NavigationButton } from '../../../components/NavigationButton';
import { Spinner } from '../../../components/Spinner';
import { VisuallyHidden, visuallyHidden } from '../../../components/VisuallyHidden';
import { media } from '../../../styles/theme';
import { ProductPrice, selectPrice } from '../../price';
import { addLinesToCart, quantityProblem, unitAllowsDecimals } from '../../cart';
import { useGetProductsByIdsQuery } from '../../product';
import { selectAreaInfo, selectCurrencyCode, useCmsText } from '../../website';
import { accountErrorText } from '../errors';
import { accountMessages as m } from '../accountMessages';
import { cartLinesOf, fetchProducts, lineKey, lineQuantity, priceKeyOf, resolveLine, type LineProblem } from './favoriteLines';
import {
  favoritesApi,
  sameListName,
  useFavoriteListsArgs,
  useGetFavoriteListsQuery,
  type FavoriteListsArgs,
} from './favoritesApi';
import { ListNameField, listNameProblem } from './listName';

/** Lines per page of a list's table; 'add to cart' always takes the whole list (or the selection across pages). */
export const FAVORITES_PAGE_SIZE = 20;

const Page = styled(Container)`
  padding-top: 24px;
  padding-bottom: 48px;
  h1 {
    margin: 0 0 8px;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Intro = styled.p`
  margin: 0 0 20px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  ${media.lg} {
    grid-template-columns: 260px minmax(0, 1fr);
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const ListNav = styled.nav`
  ul {
    display: flex;
    flex-direction: column;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    padding: 8px 12px;
    border-radius: ${({ theme }) => theme.radius};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.white};
    font-weight: 600;
  }
`;

const InlineForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
  > div {
    flex: 1 1 200px;
    margin: 0;
  }
`;

const Plain = styled.button<{ $danger?: boolean }>`
  min-height: 40px;
  padding: 0 14px;
  border: 1px solid ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.primary)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

const Primary = styled(Plain)`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.white};
`;

const Danger = styled(Plain)`
  border-color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.white};
`;

const ListHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;
  h2 {
    margin: 0;
    overflow-wrap: anywhere;
  }
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

const Confirm = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-bottom: 12px;
  padding: 12px;
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: #fdecea;
  p {
    margin: 0;
    flex: 1 1 100%;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 12px 0;
`;

/**
 * A list's lines. Below 768 px one card per line — the checkbox beside the product, then unit, price and quantity
 * each with its column's name (data-label), and 'Remove': six columns did not fit, and the page scrolled sideways
 * (issue 16). The head keeps 'select all' (with 'Product' beside it); one DOM for every width, so screen readers
 * meet one table.
 */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  input[type='checkbox'] {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  input[type='text'] {
    width: 80px;
    height: 36px;
    padding: 0 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
    &[aria-invalid='true'] {
      border-color: ${({ theme }) => theme.colors.danger};
    }
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    &,
    thead,
    tbody {
      display: block;
    }
    thead tr {
      display: flex;
      align-items: center;
      gap: 12px;
      padding: 0 12px 8px;
    }
    thead th {
      padding: 0;
      border: 0;
    }
    thead th:nth-child(n + 3) {
      ${visuallyHidden}
    }
    tbody tr {
      display: grid;
      grid-template-columns: auto minmax(0, 1fr);
      gap: 4px 12px;
      margin-bottom: 12px;
      padding: 10px 12px;
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radius};
    }
    tbody td {
      display: flex;
      grid-column: 1 / -1;
      align-items: center;
      justify-content: space-between;
      gap: 12px;
      padding: 2px 0;
      border: 0;
      overflow-wrap: anywhere;
    }
    tbody td:nth-child(1) {
      grid-column: 1;
      align-items: flex-start;
      padding-top: 2px;
    }
    tbody td:nth-child(2) {
      display: block;
      grid-column: 2;
    }
    tbody td[data-label]::before {
      content: attr(data-label);
      flex: none;
      color: ${({ theme }) => theme.colors.muted};
      font-size: 0.875rem;
    }
    tbody td:last-child {
      justify-content: flex-end;
    }
  }
`;

/** Previous / next under the table: the lines are paged in the page, not in the URL. */
const Paging = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  margin-top: 16px;
`;

const Problem = styled.span`
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 600;
`;

const Status = styled.p<{ $error?: boolean }>`
  margin: 8px 0;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.text)};
`;

const LINE_PROBLEM_TEXT = {
  discontinued: m.favDiscontinued,
  unitGone: m.favUnitGone,
  variantGone: m.favVariantGone,
} satisfies Record<LineProblem, unknown>;

/**
 * A typed quantity: a positive number (decimal comma or point) the unit allows (allowsDecimals: the unit's catalogue
 * flag in the product data), else NaN (marked invalid).
 */
export function parseLineQuantity(text: string, allowsDecimals: boolean): number {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && quantityProblem(value, allowsDecimals) === null ? value : Number.NaN;
}

function useUpdateList(args: FavoriteListsArgs) {
  const dispatch = useAppDispatch();
  return async (request: Omit<Parameters<typeof favoritesApi.endpoints.updateFavoriteList.initiate>[0], keyof FavoriteListsArgs>) => {
    const call = dispatch(favoritesApi.endpoints.updateFavoriteList.initiate({ ...args, ...request }));
    try {
      return await call.unwrap();
    } finally {
      call.reset();
    }
  };
}

/** 'Create list': a name, checked against the user's lists before it is sent. */
function CreateList({ args, lists, onCreated }: { args: FavoriteListsArgs; lists: FavoriteList[]; onCreated: (name: string) => void }) {
  const intl = useIntl();
  const update = useUpdateList(args);
  const [name, setName] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problem = checked ? listNameProblem(name, lists) : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    setError(null);
    if (busy || listNameProblem(name, lists)) return;
    setBusy(true);
    try {
      const result = await update({ listName: name.trim(), action: 'create' });
      setName('');
      setChecked(false);
      onCreated(result.favoriteList?.name ?? name.trim());
    } catch (err) {
      setError(accountErrorText(intl, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <InlineForm onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
      <ListNameField
        label={intl.formatMessage(m.favNewList)}
        name="listName"
        value={name}
        onChange={setName}
        problem={problem}
        error={error}
      />
      <Primary type="submit" disabled={busy}>
        {intl.formatMessage(m.favCreate)}
      </Primary>
    </InlineForm>
  );
}

interface ListViewProps {
  args: FavoriteListsArgs;
  list: FavoriteList;
  lists: FavoriteList[];
  onRenamed: (name: string) => void;
  onDeleted: (name: string) => void;
}

/** One list: rename, delete, its lines with today's prices (a page at a time), add all or the selected to the cart. */
function ListView({ args, list, lists, onRenamed, onDeleted }: ListViewProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const cms = useCmsText();
  const area = useAppSelector(selectAreaInfo, shallowEqual);
  const currency = useAppSelector(selectCurrencyCode);
  const update = useUpdateList(args);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view');
  const [newName, setNewName] = useState(list.name);
  const [renameChecked, setRenameChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const headingId = useId();

  const pages = Math.max(1, Math.ceil(list.lines.length / FAVORITES_PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = list.lines.slice((current - 1) * FAVORITES_PAGE_SIZE, current * FAVORITES_PAGE_SIZE);
  const ids = useMemo(() => [...new Set(shown.map((line) => line.productId))], [shown]);
  const products = useGetProductsByIdsQuery(ids.length > 0 ? { area, ids } : skipToken);
  // No product of the page exists any more: GetProductsByIds answers 404 (SPEC §8 'Not Found').
  const notFound = isApiError(products.error) && products.error.status === 404;
  const items: Record<string, Product> = products.data?.items ?? {};
  const productsKnown = !!products.data || notFound;

  const typedNumbers = useMemo(() => {
    const out: Record<string, number> = {};
    for (const line of list.lines) {
      const text = typed[lineKey(line)];
      if (text !== undefined) {
        out[lineKey(line)] = parseLineQuantity(text, unitAllowsDecimals(items[line.productId]?.units, line.unitOfMeasure));
      }
    }
    return out;
  }, [items, list.lines, typed]);

  const renameProblem = renameChecked ? listNameProblem(newName, lists, list.name) : null;

  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      await work();
    } catch (err) {
      setMessage({ text: accountErrorText(intl, err), error: true });
    } finally {
      setBusy(false);
    }
  };

  const onRename = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRenameChecked(true);
    if (listNameProblem(newName, lists, list.name)) return;
    void run(async () => {
      const result = await update({ listName: list.name, action: 'rename', newName: newName.trim() });
      setMode('view');
      setRenameChecked(false);
      onRenamed(result.favoriteList?.name ?? newName.trim());
    });
  };

  const onDelete = () =>
    void run(async () => {
      await update({ listName: list.name, action: 'delete' });
      onDeleted(list.name);
    });

  const removeLine = (line: FavoriteListLine) =>
    void run(async () => {
      await update({
        listName: list.name,
        action: 'removeLines',
        lines: [{ productId: line.productId, variantId: line.variantId, unitOfMeasure: line.unitOfMeasure }],
      });
      setSelected((keys) => {
        const next = new Set(keys);
        next.delete(lineKey(line));
        return next;
      });
    });

  /** Adds these lines (any page) to the cart: products fetched for all of them, unavailable ones left out. */
  const addToCart = async (lines: readonly FavoriteListLine[]) => {
    setMessage(null);
    const all = await fetchProducts(dispatch, area, lines.map((line) => line.productId));
    const built = cartLinesOf(lines, all, typedNumbers, (line) => {
      const price = selectPrice(store.getState(), priceKeyOf(line), currency);
      return price?.status === 'success' ? price.price : null;
    });
    if (built.lines.length === 0) throw new Error(intl.formatMessage(m.favNothingToAdd));
    dispatch(addLinesToCart(built.lines, currency));
    if (built.skipped > 0) setMessage({ text: intl.formatMessage(m.favSkipped, { count: built.skipped }), error: false });
  };

  const allKeys = list.lines.map(lineKey);
  const allSelected = allKeys.length > 0 && allKeys.every((key) => selected.has(key));
  const selectedLines = list.lines.filter((line) => selected.has(lineKey(line)));
  const toggle = (key: string, on: boolean) =>
    setSelected((keys) => {
      const next = new Set(keys);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  return (
    <section aria-labelledby={headingId}>
      <ListHead>
        <h2 id={headingId}>{list.name}</h2>
        {mode === 'view' && (
          <div>
            <Plain type="button" onClick={() => setMode('rename')}>
              {intl.formatMessage(m.favRename)}
            </Plain>
            <Plain type="button" $danger onClick={() => setMode('delete')}>
              {intl.formatMessage(m.favDelete)}
            </Plain>
          </div>
        )}
      </ListHead>
      {mode === 'rename' && (
        <InlineForm onSubmit={onRename} noValidate aria-busy={busy}>
          <ListNameField
            label={intl.formatMessage(m.favRenameLabel)}
            name="newName"
            value={newName}
            onChange={setNewName}
            problem={renameProblem}
          />
          <Primary type="submit" disabled={busy}>
            {intl.formatMessage(m.favSave)}
          </Primary>
          <Plain
            type="button"
            onClick={() => {
              setMode('view');
              setNewName(list.name);
              setRenameChecked(false);
            }}
          >
            {intl.formatMessage(m.favCancel)}
          </Plain>
        </InlineForm>
      )}
      {mode === 'delete' && (
        <Confirm role="group" aria-label={intl.formatMessage(m.favDelete)}>
          <p>{intl.formatMessage(m.favDeleteConfirm, { name: list.name, count: list.lines.length })}</p>
          <Danger type="button" disabled={busy} onClick={onDelete}>
            {intl.formatMessage(m.favDeleteYes)}
          </Danger>
          <Plain type="button" onClick={() => setMode('view')}>
            {intl.formatMessage(m.favCancel)}
          </Plain>
        </Confirm>
      )}
      <div role="status">{message && !message.error && <Status>{message.text}</Status>}</div>
      {message?.error && (
        <Status $error role="alert">
          {message.text}
        </Status>
      )}
      {list.lines.length === 0 ? (
        <p>{intl.formatMessage(m.favEmpty)}</p>
      ) : (
        <>
          <Actions>
            <NavigationButton
              onClick={() => addToCart(list.lines)}
              addedLabel={intl.formatMessage(m.favAddedToCart)}
            >
              {intl.formatMessage(m.favAddAll, { count: list.lines.length })}
            </NavigationButton>
            <NavigationButton
              variant="secondary"
              disabled={selectedLines.length === 0}
              onClick={() => addToCart(selectedLines)}
              addedLabel={intl.formatMessage(m.favAddedToCart)}
            >
              {intl.formatMessage(m.favAddSelected, { count: selectedLines.length })}
            </NavigationButton>
          </Actions>
          <Table aria-busy={products.isFetching}>
            <caption>
              <VisuallyHidden>{intl.formatMessage(m.favTableCaption, { name: list.name })}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <input
                    type="checkbox"
                    checked={allSelected}
                    aria-label={intl.formatMessage(m.favSelectAll, { count: list.lines.length })}
                    onChange={(event) => setSelected(event.target.checked ? new Set(allKeys) : new Set())}
                  />
                </th>
                <th scope="col">{intl.formatMessage(m.favProduct)}</th>
                <th scope="col">{intl.formatMessage(m.favUnit)}</th>
                <th scope="col">{intl.formatMessage(m.favPrice)}</th>
                <th scope="col">{intl.formatMessage(m.favQuantity)}</th>
                <th scope="col">
                  <VisuallyHidden>{intl.formatMessage(m.favRemove)}</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((line) => {
                const key = lineKey(line);
                const { product, problem } = productsKnown
                  ? resolveLine(line, items)
                  : { product: null, problem: null };
                const name = product?.name ?? line.productId;
                const variant = line.variantId ? product?.variants.find((v) => v.id === line.variantId)?.name : undefined;
                const quantityText = typed[key] ?? String(lineQuantity(line, {}));
                const invalid = Number.isNaN(typedNumbers[key]);
                return (
                  <tr key={key}>
                    <td>
                      <input
                        type="checkbox"
                        checked={selected.has(key)}
                        aria-label={intl.formatMessage(m.favSelectLine, { name })}
                        onChange={(event) => toggle(key, event.target.checked)}
                      />
                    </td>
                    <td>
                      {product?.url ? <Link to={product.url}>{name}</Link> : name}
                      {variant && <small>{variant}</small>}
                      <small>{intl.formatMessage(m.favItemNumber, { id: line.productId })}</small>
                      {problem && <Problem>{intl.formatMessage(LINE_PROBLEM_TEXT[problem])}</Problem>}
                    </td>
                    <td data-label={intl.formatMessage(m.favUnit)}>{cms(`unit.${line.unitOfMeasure}`) ?? line.unitOfMeasure}</td>
                    <td data-label={intl.formatMessage(m.favPrice)}>
                      {!productsKnown ? (
                        <Spinner size={16} />
                      ) : product && !problem ? (
                        <ProductPrice
                          product={product}
                          unitId={line.unitOfMeasure}
                          variantId={line.variantId}
                          quantity={Number.isNaN(typedNumbers[key]) ? 1 : lineQuantity(line, typedNumbers)}
                        />
                      ) : (
                        '–'
                      )}
                    </td>
                    <td data-label={intl.formatMessage(m.favQuantity)}>
                      <input
                        type="text"
                        inputMode="decimal"
                        value={quantityText}
                        aria-label={intl.formatMessage(m.favQuantityFor, { name })}
                        aria-invalid={invalid || undefined}
                        onChange={(event) => setTyped((all) => ({ ...all, [key]: event.target.value }))}
                      />
                    </td>
                    <td>
                      <Plain
                        type="button"
                        disabled={busy}
                        aria-label={intl.formatMessage(m.favRemoveLine, { name })}
                        onClick={() => removeLine(line)}
                      >
                        {intl.formatMessage(m.favRemove)}
                      </Plain>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
          {products.isError && !notFound && (
            <Status $error role="alert">
              {accountErrorText(intl, products.error)}
            </Status>
          )}
          {pages > 1 && (
            <Paging aria-label={intl.formatMessage(m.favPages)}>
              <Plain type="button" disabled={current <= 1} onClick={() => setPage(current - 1)}>
                {intl.formatMessage(m.favPrevious)}
              </Plain>
              <span aria-live="polite">{intl.formatMessage(m.favPageOf, { page: current, pages })}</span>
              <Plain type="button" disabled={current >= pages} onClick={() => setPage(current + 1)}>
                {intl.formatMessage(m.favNext)}
              </Plain>
            </Paging>
          )}
        </>
      )}
    </section>
  );
}

/**
 * The customer's favourite lists (/kundecenter/favoritter, /en/customercenter/favourites; 'auth' route): create,
 * rename and delete lists; the chosen list (?list=<name>) with today's prices; the whole list or the selected lines
 * — across all pages of the table — into the cart through the cart engine (addLinesToCart).
 */
export default function FavoritesPage() {
  const intl = useIntl();
  const path = useRoutePath();
  const args = useFavoriteListsArgs();
  const lists = useGetFavoriteListsQuery(args);
  const [params, setParams] = useSearchParams();
  const [notice, setNotice] = useState<string | null>(null);
  useDocumentTitle(intl.formatMessage(m.favPageTitle));

  const all = lists.data ?? [];
  const wanted = params.get('list');
  const selected = (wanted !== null && all.find((list) => sameListName(list.name, wanted))) || all[0];
  const select = (name: string | null) => setParams(name === null ? {} : { list: name }, { replace: true });
  const listHref = (name: string) => `?${new URLSearchParams({ list: name }).toString()}`;

  return (
    <Page>
      <h1>{intl.formatMessage(m.favPageTitle)}</h1>
      <Intro>
        {intl.formatMessage(m.favPageIntro)} <Link to={path('customerCenter')}>{intl.formatMessage(m.favBackToCentre)}</Link>
      </Intro>
      <div role="status">{notice && <Status>{notice}</Status>}</div>
      {args === skipToken ? (
        <p>{intl.formatMessage(m.favNoCustomer)}</p>
      ) : lists.isLoading ? (
        <p role="status">
          <Spinner size={16} decorative /> {intl.formatMessage(m.favLoading)}
        </p>
      ) : lists.isError ? (
        <>
          <Status $error role="alert">
            {intl.formatMessage(m.favLoadFailed)}
          </Status>
          <Plain type="button" onClick={() => void lists.refetch()}>
            {intl.formatMessage(m.retry)}
          </Plain>
        </>
      ) : (
        <Columns>
          <Side>
            {all.length > 0 && (
              <ListNav aria-label={intl.formatMessage(m.favYourLists)}>
                <ul>
                  {all.map((list) => (
                    <li key={list.name}>
                      <Link
                        to={listHref(list.name)}
                        replace
                        aria-current={list === selected ? 'page' : undefined}
                        onClick={() => setNotice(null)}
                      >
                        <span>{list.name}</span>
                        <span>{intl.formatNumber(list.lines.length)}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </ListNav>
            )}
            <CreateList
              args={args}
              lists={all}
              onCreated={(name) => {
                setNotice(intl.formatMessage(m.favCreated, { name }));
                select(name);
              }}
            />
          </Side>
          {selected ? (
            <ListView
              key={selected.name}
              args={args}
              list={selected}
              lists={all}
              onRenamed={(name) => select(name)}
              onDeleted={(name) => {
                setNotice(intl.formatMessage(m.favDeleted, { name }));
                select(null);
              }}
            />
          ) : (
            <p>{intl.formatMessage(m.favNoListsPage)}</p>
          )}
        </Columns>
      )}
    </Page>
  );
}
