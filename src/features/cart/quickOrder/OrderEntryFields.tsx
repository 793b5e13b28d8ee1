import type { KeyboardEvent, Ref } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Product } from '../../../api/types';
import { FormField } from '../../../components';
import { lineText } from '../cartRules';
import { PriceView, usePrice } from '../../price';
import { soldUnits } from './items';
import { quickOrderMessages as m } from './messages';
import { controlStyles } from './styles';

/* The order-entry grid's pieces: its layout, its fields, the found item's preview and the log of added lines. */

export const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(140px, 1.2fr) minmax(120px, 0.8fr) minmax(90px, 0.6fr) auto;
  gap: 12px;
  align-items: start;

  @media (max-width: 767px) {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Field = styled(FormField)`
  gap: 4px;
  margin-bottom: 0;
  min-width: 0;

  label {
    font-size: 0.875rem;
  }
  select {
    height: 42px;
    ${controlStyles}
  }
`;

export const AddCell = styled.div`
  align-self: end;
`;

const Preview = styled.div`
  grid-column: 1 / -1;
  display: flex;
  gap: 16px;
  align-items: baseline;
  flex-wrap: wrap;
  min-height: 1.5em;
`;

const Name = styled.span`
  font-weight: 600;
`;

export const Note = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.muted)};
`;

const Log = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;

  caption {
    text-align: left;
    font-weight: 600;
    padding: 8px 0 4px;
  }
  th,
  td {
    text-align: left;
    padding: 4px 8px 4px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  td:nth-child(3) {
    font-variant-numeric: tabular-nums;
  }
`;

/** The found item's name and the buyer's own price (usePrice: the customer's price when logged in). */
export function ItemPreview({ product, unitId, variantId, quantity }: { product: Product; unitId: string; variantId: string | null; quantity: number }) {
  const price = usePrice(product, unitId, variantId, quantity);
  return (
    <>
      <Name>{lineText(product, variantId)}</Name>
      <PriceView info={price} quantity={quantity} />
    </>
  );
}

export interface LoggedLine {
  key: number;
  itemNumber: string;
  name: string;
  quantity: number;
  unitId: string;
}

/** The product, unit and variant chosen for the line (the product's defaults until the customer chooses). */
export interface LineChoice {
  productId: string;
  unitId: string;
  variantId: string | null;
}

interface VariantAndUnitFieldsProps {
  id: string;
  product: Product | null;
  unitId: string;
  variantId: string | null;
  unitLabels: Readonly<Record<string, string>>;
  onChoose: (choice: LineChoice) => void;
  onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => void;
}

/** The variant select (products with variants only) and the unit select (off until an item is found). */
export function VariantAndUnitFields({ id, product, unitId, variantId, unitLabels, onChoose, onKeyDown }: VariantAndUnitFieldsProps) {
  const intl = useIntl();
  const units = product ? soldUnits(product) : [];
  return (
    <>
      {product && product.variants.length > 0 ? (
        <Field>
          <label htmlFor={`${id}-variant`}>{intl.formatMessage(m.gridVariant)}</label>
          <select
            id={`${id}-variant`}
            value={variantId ?? ''}
            onChange={(event) => onChoose({ productId: product.id, unitId, variantId: event.target.value || null })}
            onKeyDown={onKeyDown}
          >
            {product.variants.map((variant) => (
              <option key={variant.id} value={variant.id}>
                {variant.name}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <Field>
        <label htmlFor={`${id}-unit`}>{intl.formatMessage(m.gridUnit)}</label>
        <select
          id={`${id}-unit`}
          value={unitId}
          disabled={!product}
          onChange={(event) => product && onChoose({ productId: product.id, unitId: event.target.value, variantId })}
          onKeyDown={onKeyDown}
        >
          {units.map((unit) => (
            <option key={unit} value={unit}>
              {unitLabels[unit] ?? unit}
            </option>
          ))}
        </select>
      </Field>
    </>
  );
}

/** The lines added from the grid in this visit, newest first. */
export function AddedLinesLog({ log, unitLabels }: { log: readonly LoggedLine[]; unitLabels: Readonly<Record<string, string>> }) {
  const intl = useIntl();
  return (
    <Log>
      <caption>{intl.formatMessage(m.gridLogCaption)}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(m.gridItem)}</th>
          <th scope="col">{intl.formatMessage(m.gridName)}</th>
          <th scope="col">{intl.formatMessage(m.gridQuantity)}</th>
          <th scope="col">{intl.formatMessage(m.gridUnit)}</th>
        </tr>
      </thead>
      <tbody>
        {log.map((line) => (
          <tr key={line.key}>
            <td>{line.itemNumber}</td>
            <td>{line.name}</td>
            <td>{intl.formatNumber(line.quantity)}</td>
            <td>{unitLabels[line.unitId] ?? line.unitId}</td>
          </tr>
        ))}
      </tbody>
    </Log>
  );
}

interface ItemFieldProps {
  id: string;
  inputRef: Ref<HTMLInputElement>;
  value: string;
  describedBy: string;
  invalid: boolean;
  onChange: (text: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** The item-number field (described by the grid's help and the item note; invalid while the note is an error). */
export function ItemField({ id, inputRef, value, describedBy, invalid, onChange, onKeyDown }: ItemFieldProps) {
  const intl = useIntl();
  return (
    <Field>
      <label htmlFor={`${id}-item`}>{intl.formatMessage(m.gridItem)}</label>
      <input
        ref={inputRef}
        id={`${id}-item`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        autoComplete="off"
        spellCheck={false}
      />
    </Field>
  );
}

interface QuantityFieldProps {
  id: string;
  inputRef: Ref<HTMLInputElement>;
  value: string;
  errorNoteId: string | undefined;
  onChange: (text: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** The quantity field: selected on focus, so typing replaces it; described by its error note while there is one. */
export function QuantityField({ id, inputRef, value, errorNoteId, onChange, onKeyDown }: QuantityFieldProps) {
  const intl = useIntl();
  return (
    <Field>
      <label htmlFor={`${id}-quantity`}>{intl.formatMessage(m.gridQuantity)}</label>
      <input
        ref={inputRef}
        id={`${id}-quantity`}
        value={value}
        inputMode="decimal"
        onChange={(event) => onChange(event.target.value)}
        onFocus={(event) => event.target.select()}
        onKeyDown={onKeyDown}
        aria-describedby={errorNoteId}
        aria-invalid={errorNoteId ? true : undefined}
        autoComplete="off"
      />
    </Field>
  );
}

interface GridNotesProps {
  itemNoteId: string;
  itemNote: string | null;
  itemNoteIsError: boolean;
  preview: { product: Product; unitId: string; variantId: string | null; quantity: number } | null;
  quantityNoteId: string;
  quantityError: string | null;
}

/** The row under the fields: the item note (searching, unknown, failed), the found item's preview, the quantity error. */
export function GridNotes({ itemNoteId, itemNote, itemNoteIsError, preview, quantityNoteId, quantityError }: GridNotesProps) {
  return (
    <Preview>
      <Note id={itemNoteId} $error={itemNoteIsError}>
        {itemNote}
      </Note>
      {preview && <ItemPreview {...preview} />}
      {quantityError && (
        <Note id={quantityNoteId} $error>
          {quantityError}
        </Note>
      )}
    </Preview>
  );
}
