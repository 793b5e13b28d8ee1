import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { FavoriteList, FavoriteListLine } from '../../../api/accountTypes';
import type { Product } from '../../../api/types';
import { Spinner } from '../../../components/Spinner';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { ProductPrice } from '../../price';
import { useCmsText } from '../../website';
import { accountMessages as m } from '../accountMessages';
import { lineKey, lineQuantity, resolveLine, type LineProblem } from './favoriteLines';
import { Plain, Problem, Table } from './favoritesStyles';

const LINE_PROBLEM_TEXT = {
  discontinued: m.favDiscontinued,
  unitGone: m.favUnitGone,
  variantGone: m.favVariantGone,
} satisfies Record<LineProblem, unknown>;

/** What a list's table and its rows share: the products of the page, the selection and the typed quantities. */
interface LinesState {
  /** The products of the page's lines (GetProductsByIds), by id. */
  items: Record<string, Product>;
  /** The products have come (or none of them exists any more): until then prices are spinners. */
  productsKnown: boolean;
  selected: ReadonlySet<string>;
  /** Quantities as typed, by line key. */
  typed: Record<string, string>;
  /** The typed quantities read (NaN: invalid), by line key. */
  typedNumbers: Record<string, number>;
  busy: boolean;
  onSelect: (key: string, on: boolean) => void;
  onType: (key: string, text: string) => void;
  /** Removes a line; absent for a colleague's list shared read only (no remove buttons). */
  onRemove?: (line: FavoriteListLine) => void;
}

export interface FavoriteLinesTableProps extends LinesState {
  list: FavoriteList;
  /** The lines of the current page. */
  shown: readonly FavoriteListLine[];
  /** Fetching the page's products. */
  fetching: boolean;
  onSelectAll: (on: boolean) => void;
}

/** A page of a list's lines: select (all), product, unit, today's price for the typed quantity, quantity, remove. */
export function FavoriteLinesTable({ list, shown, fetching, onSelectAll, ...state }: FavoriteLinesTableProps) {
  const intl = useIntl();
  const allKeys = list.lines.map(lineKey);
  const allSelected = allKeys.length > 0 && allKeys.every((key) => state.selected.has(key));
  return (
    <Table aria-busy={fetching}>
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
              onChange={(event) => onSelectAll(event.target.checked)}
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
        {shown.map((line) => (
          <FavoriteLineRow key={lineKey(line)} line={line} {...state} />
        ))}
      </tbody>
    </Table>
  );
}

/** One line of the table (a card below 768 px, see Table). */
function FavoriteLineRow({ line, items, productsKnown, selected, typed, typedNumbers, busy, onSelect, onType, onRemove }: LinesState & { line: FavoriteListLine }) {
  const intl = useIntl();
  const cms = useCmsText();
  const key = lineKey(line);
  const { product, problem } = productsKnown ? resolveLine(line, items) : { product: null, problem: null };
  const name = product?.name ?? line.productId;
  const variant = line.variantId ? product?.variants.find((v) => v.id === line.variantId)?.name : undefined;
  const quantityText = typed[key] ?? String(lineQuantity(line, {}));
  const invalid = Number.isNaN(typedNumbers[key]);
  return (
    <tr>
      <td>
        <input
          type="checkbox"
          checked={selected.has(key)}
          aria-label={intl.formatMessage(m.favSelectLine, { name })}
          onChange={(event) => onSelect(key, event.target.checked)}
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
          onChange={(event) => onType(key, event.target.value)}
        />
      </td>
      <td>
        {onRemove && (
          <Plain type="button" disabled={busy} aria-label={intl.formatMessage(m.favRemoveLine, { name })} onClick={() => onRemove(line)}>
            {intl.formatMessage(m.favRemove)}
          </Plain>
        )}
      </td>
    </tr>
  );
}
