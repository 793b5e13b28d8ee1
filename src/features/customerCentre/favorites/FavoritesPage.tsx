import { skipToken } from '@reduxjs/toolkit/query/react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { shallowEqual } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import type { FavoriteList, FavoriteListLine } from '../../../api/accountTypes';
import { isApiError } from '../../../api/apiError';
import type { AreaInfo, Product } from '../../../api/types';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../app/hooks';
import { useRoutePath } from '../../../app/routePaths';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { NavigationButton } from '../../../components/NavigationButton';
import { Spinner } from '../../../components/Spinner';
import { selectPrice } from '../../price';
import { addLinesToCart, quantityProblem, unitAllowsDecimals } from '../../cart';
import { useGetProductsByIdsQuery } from '../../product';
import { selectAreaInfo, selectCurrencyCode } from '../../website';
import { accountErrorText } from '../errors';
import { accountMessages as m } from '../accountMessages';
import { cartLinesOf, fetchProducts, lineKey, priceKeyOf } from './favoriteLines';
import { FavoriteLinesTable } from './FavoriteLinesTable';
import {
  favoritesApi,
  sameListName,
  useFavoriteListsArgs,
  useGetFavoriteListsQuery,
  useGetSharedFavoriteListsQuery,
  type FavoriteListsArgs,
} from './favoritesApi';
import { Actions, Columns, InlineForm, Intro, ListNav, Page, Paging, Plain, Primary, Side, Status } from './favoritesStyles';
import { ListNameField, listNameProblem } from './listName';
import { ListTitleBar } from './ListTitleBar';
import { SharedListNote, SharingControl } from './SharingControl';

/** Lines per page of a list's table; 'add to cart' always takes the whole list (or the selection across pages). */
export const FAVORITES_PAGE_SIZE = 20;

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

/** One piece of work at a time on a list (busy meanwhile), its error or note shown as the list's message. */
function useListWork() {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
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
  return { busy, message, setMessage, run };
}

interface AddButtonsProps {
  all: readonly FavoriteListLine[];
  selected: readonly FavoriteListLine[];
  addToCart: (lines: readonly FavoriteListLine[]) => Promise<void>;
}

/** 'Add all to the cart' and 'Add the selected to the cart'. */
function AddButtons({ all, selected, addToCart }: AddButtonsProps) {
  const intl = useIntl();
  return (
    <Actions>
      <NavigationButton onClick={() => addToCart(all)} addedLabel={intl.formatMessage(m.favAddedToCart)}>
        {intl.formatMessage(m.favAddAll, { count: all.length })}
      </NavigationButton>
      <NavigationButton
        variant="secondary"
        disabled={selected.length === 0}
        onClick={() => addToCart(selected)}
        addedLabel={intl.formatMessage(m.favAddedToCart)}
      >
        {intl.formatMessage(m.favAddSelected, { count: selected.length })}
      </NavigationButton>
    </Actions>
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
  const area = useAppSelector(selectAreaInfo, shallowEqual);
  const currency = useAppSelector(selectCurrencyCode);
  const update = useUpdateList(args);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [typed, setTyped] = useState<Record<string, string>>({});
  const { busy, message, setMessage, run } = useListWork();
  const headingId = useId();

  const pages = Math.max(1, Math.ceil(list.lines.length / FAVORITES_PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = list.lines.slice((current - 1) * FAVORITES_PAGE_SIZE, current * FAVORITES_PAGE_SIZE);
  const { products, notFound, items, productsKnown } = usePageProducts(area, shown);
  const typedNumbers = useTypedNumbers(list.lines, typed, items);

  // A colleague's shared list is addressed by id (issue 20); the caller's own by name, as before.
  const target = list.own ? { listName: list.name } : { listName: '', listId: list.id };
  const canEdit = list.own || list.sharing === 'write';

  const share = (sharing: FavoriteList['sharing']) =>
    void run(async () => {
      await update({ listName: list.name, action: 'share', sharing });
      setMessage({ text: intl.formatMessage(m.favShareChanged, { name: list.name }), error: false });
    });

  const rename = (newName: string, closeForm: () => void) =>
    void run(async () => {
      const result = await update({ listName: list.name, action: 'rename', newName });
      closeForm();
      onRenamed(result.favoriteList?.name ?? newName);
    });

  const onDelete = () =>
    void run(async () => {
      await update({ listName: list.name, action: 'delete' });
      onDeleted(list.name);
    });

  const removeLine = (line: FavoriteListLine) =>
    void run(async () => {
      await update({
        ...target,
        action: 'removeLines',
        lines: [{ productId: line.productId, variantId: line.variantId, unitOfMeasure: line.unitOfMeasure }],
      });
      setSelected((keys) => withKey(keys, lineKey(line), false));
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

  const selectedLines = list.lines.filter((line) => selected.has(lineKey(line)));

  return (
    <section aria-labelledby={headingId}>
      {list.own ? (
        <>
          <ListTitleBar list={list} lists={lists} busy={busy} headingId={headingId} rename={rename} remove={onDelete} />
          <SharingControl list={list} busy={busy} onShare={share} />
        </>
      ) : (
        <SharedListNote list={list} headingId={headingId} />
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
          <AddButtons all={list.lines} selected={selectedLines} addToCart={addToCart} />
          <FavoriteLinesTable
            list={list}
            shown={shown}
            fetching={products.isFetching}
            items={items}
            productsKnown={productsKnown}
            selected={selected}
            typed={typed}
            typedNumbers={typedNumbers}
            busy={busy}
            onSelectAll={(on) => setSelected(on ? new Set(list.lines.map(lineKey)) : new Set())}
            onSelect={(key, on) => setSelected((keys) => withKey(keys, key, on))}
            onType={(key, text) => setTyped((all) => ({ ...all, [key]: text }))}
            onRemove={canEdit ? removeLine : undefined}
          />
          {products.isError && !notFound && (
            <Status $error role="alert">
              {accountErrorText(intl, products.error)}
            </Status>
          )}
          {pages > 1 && <ListPaging current={current} pages={pages} onPage={setPage} />}
        </>
      )}
    </section>
  );
}

/** A copy of the selection with `key` added (on) or taken out. */
function withKey(keys: ReadonlySet<string>, key: string, on: boolean): ReadonlySet<string> {
  const next = new Set(keys);
  if (on) next.add(key);
  else next.delete(key);
  return next;
}

/** The products of a page's lines (GetProductsByIds), and whether they are known yet. */
function usePageProducts(area: AreaInfo, shown: readonly FavoriteListLine[]) {
  const ids = useMemo(() => [...new Set(shown.map((line) => line.productId))], [shown]);
  const products = useGetProductsByIdsQuery(ids.length > 0 ? { area, ids } : skipToken);
  // No product of the page exists any more: GetProductsByIds answers 404 (SPEC §8 'Not Found').
  const notFound = isApiError(products.error) && products.error.status === 404;
  const items: Record<string, Product> = products.data?.items ?? {};
  return { products, notFound, items, productsKnown: !!products.data || notFound };
}

/** The typed quantities read by their units' rule (NaN: invalid), by line key. */
function useTypedNumbers(lines: readonly FavoriteListLine[], typed: Record<string, string>, items: Record<string, Product>): Record<string, number> {
  return useMemo(() => {
    const out: Record<string, number> = {};
    for (const line of lines) {
      const text = typed[lineKey(line)];
      if (text !== undefined) {
        out[lineKey(line)] = parseLineQuantity(text, unitAllowsDecimals(items[line.productId]?.units, line.unitOfMeasure));
      }
    }
    return out;
  }, [items, lines, typed]);
}

/** Previous / next under the table: the lines are paged in the page, not in the URL. */
function ListPaging({ current, pages, onPage }: { current: number; pages: number; onPage: (page: number) => void }) {
  const intl = useIntl();
  return (
    <Paging aria-label={intl.formatMessage(m.favPages)}>
      <Plain type="button" disabled={current <= 1} onClick={() => onPage(current - 1)}>
        {intl.formatMessage(m.favPrevious)}
      </Plain>
      <span aria-live="polite">{intl.formatMessage(m.favPageOf, { page: current, pages })}</span>
      <Plain type="button" disabled={current >= pages} onClick={() => onPage(current + 1)}>
        {intl.formatMessage(m.favNext)}
      </Plain>
    </Paging>
  );
}

/** The lists colleagues share with the company (issue 20), beside the caller's own: name and whose it is. */
function SharedNav({ lists, selected, onPick }: { lists: FavoriteList[]; selected: FavoriteList | undefined; onPick: () => void }) {
  const intl = useIntl();
  if (lists.length === 0) return null;
  return (
    <ListNav aria-label={intl.formatMessage(m.favSharedLists)}>
      <h2>{intl.formatMessage(m.favSharedLists)}</h2>
      <ul>
        {lists.map((list) => (
          <li key={list.id}>
            <Link to={`?${new URLSearchParams({ shared: list.id }).toString()}`} replace aria-current={list === selected ? 'page' : undefined} onClick={onPick}>
              <span>
                {list.name} <small>({intl.formatMessage(m.favSharedMark, { name: list.ownerName })})</small>
              </span>
              <span>{intl.formatNumber(list.lines.length)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </ListNav>
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
  const shared = useGetSharedFavoriteListsQuery(args);
  const [params, setParams] = useSearchParams();
  const [notice, setNotice] = useState<string | null>(null);
  useDocumentTitle(intl.formatMessage(m.favPageTitle));

  const all = lists.data ?? [];
  const wanted = params.get('list');
  const sharedLists = shared.data ?? [];
  const wantedShared = params.get('shared');
  const sharedSelected = wantedShared === null ? undefined : sharedLists.find((list) => list.id === wantedShared);
  const selected = sharedSelected ?? ((wanted !== null && all.find((list) => sameListName(list.name, wanted))) || all[0]);
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
            <SharedNav lists={sharedLists} selected={sharedSelected} onPick={() => setNotice(null)} />
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
              key={selected.id}
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
