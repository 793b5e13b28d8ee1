import { skipToken } from '@reduxjs/toolkit/query/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { FavoriteList } from '../../../api/accountTypes';
import type { Product } from '../../../api/types';
import { useAppDispatch } from '../../../app/hooks';
import { SubmitButton } from '../../../components/FormCard';
import { FormField } from '../../../components/FormField';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { useCmsText } from '../../website';
import { accountErrorText } from '../errors';
import { accountMessages as m } from '../accountMessages';
import { lineKey } from './favoriteLines';
import { favoritesApi, useFavoriteListsArgs, useGetFavoriteListsQuery } from './favoritesApi';
import { ListNameField, listNameProblem } from './listName';

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  h3 {
    margin: 4px 0 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  label {
    font-weight: 600;
    font-size: 0.875rem;
  }
  select {
    height: 38px;
  }
`;

const Lists = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ListButton = styled.button`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
  width: 100%;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover:not(:disabled),
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  &:disabled {
    cursor: progress;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
    white-space: nowrap;
  }
`;

const Message = styled.p<{ $error?: boolean }>`
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.success)};
  font-weight: 600;
`;

const Create = styled.form`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  > div {
    margin: 0;
  }
`;

const Button = styled(SubmitButton)`
  align-self: flex-start;
  width: auto;
`;

export interface FavoritesDialogProps {
  product: Product;
  /** The unit and variant chosen where the dialog was opened (product page), else the product's defaults. */
  unitId: string;
  variantId: string | null;
  onClose: () => void;
}

type Outcome = { kind: 'added'; listName: string } | { kind: 'error'; text: string } | null;

interface LineChoicesProps {
  product: Product;
  variantId: string | null;
  onVariantChange: (variantId: string | null) => void;
  unitId: string;
  onUnitChange: (unitId: string) => void;
}

/** The variant and unit selects, when the product has more than one of either. */
function LineChoices({ product, variantId, onVariantChange, unitId, onUnitChange }: LineChoicesProps) {
  const intl = useIntl();
  const cms = useCmsText();
  const unitSelectId = useId();
  const variantSelectId = useId();
  const unitLabel = (id: string) => cms(`unit.${id}`) ?? id;
  if (!(product.variants.length > 1 || product.units.length > 1)) return null;
  return (
    <Choices>
      {product.variants.length > 1 && (
        <FormField>
          <label htmlFor={variantSelectId}>{intl.formatMessage(m.favVariant)}</label>
          <select id={variantSelectId} value={variantId ?? ''} onChange={(e) => onVariantChange(e.target.value || null)}>
            {product.variants.map((variant) => (
              <option key={variant.id} value={variant.id}>
                {variant.name}
              </option>
            ))}
          </select>
        </FormField>
      )}
      {product.units.length > 1 && (
        <FormField>
          <label htmlFor={unitSelectId}>{intl.formatMessage(m.favUnit)}</label>
          <select id={unitSelectId} value={unitId} onChange={(e) => onUnitChange(e.target.value)}>
            {product.units.map((unit) => (
              <option key={unit.unitId} value={unit.unitId}>
                {unitLabel(unit.unitId)}
              </option>
            ))}
          </select>
        </FormField>
      )}
    </Choices>
  );
}

interface ListButtonsProps {
  lists: ReturnType<typeof useGetFavoriteListsQuery>;
  /** The line key of the chosen product, variant and unit. */
  lineKey: string;
  busy: boolean;
  onAdd: (listName: string) => void;
}

/** The customer's lists, each a button that adds the line to it (with whether it holds the line already). */
function ListButtons({ lists, lineKey: key, busy, onAdd }: ListButtonsProps) {
  const intl = useIntl();
  const all: FavoriteList[] = lists.data ?? [];
  return lists.isLoading ? (
    <p role="status">
      <Spinner size={16} decorative /> {intl.formatMessage(m.favLoading)}
    </p>
  ) : lists.isError ? (
    <p role="alert">{intl.formatMessage(m.favLoadFailed)}</p>
  ) : all.length === 0 ? (
    <p>{intl.formatMessage(m.favNoLists)}</p>
  ) : (
    <Lists>
      {all.map((list) => {
        const contains = list.lines.some((line) => lineKey(line) === key);
        const state = contains
          ? intl.formatMessage(m.favInList)
          : intl.formatMessage(m.favLineCount, { count: list.lines.length });
        return (
          <li key={list.name}>
            {/* The name says what a click does and holds the words shown — the list's name and its state (WCAG
                2.5.3; issue 16) — in the order shown, with a space between them. */}
            <ListButton
              type="button"
              disabled={busy}
              aria-label={`${intl.formatMessage(m.favAddTo, { name: list.name })}, ${state}`}
              onClick={() => onAdd(list.name)}
            >
              <span>{list.name}</span> <small>{state}</small>
            </ListButton>
          </li>
        );
      })}
    </Lists>
  );
}

/**
 * 'Add to a favourite list' (a modal dialog, components/Modal, its own chunk): the product with its unit and variant
 * goes into a chosen list (UpdateFavoriteList addLines), or into a new list created on the way (addLines creates it).
 * Escape, the close button and the backdrop close it; Tab stays inside.
 */
export default function FavoritesDialog({ product, unitId: initialUnit, variantId: initialVariant, onClose }: FavoritesDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const args = useFavoriteListsArgs();
  const lists = useGetFavoriteListsQuery(args);
  const [unitId, setUnitId] = useState(initialUnit);
  const [variantId, setVariantId] = useState(initialVariant);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [newName, setNewName] = useState('');
  const [nameChecked, setNameChecked] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);

  const key = lineKey({ productId: product.id, variantId, unitOfMeasure: unitId });
  const all: FavoriteList[] = lists.data ?? [];
  const nameProblem = nameChecked ? listNameProblem(newName, all) : null;

  const addTo = async (listName: string) => {
    if (args === skipToken || busy) return;
    setBusy(true);
    setOutcome(null);
    const request = dispatch(
      favoritesApi.endpoints.updateFavoriteList.initiate({
        ...args,
        listName,
        action: 'addLines',
        lines: [{ productId: product.id, variantId, unitOfMeasure: unitId }],
      }),
    );
    try {
      const result = await request.unwrap();
      setOutcome({ kind: 'added', listName: result.favoriteList?.name ?? listName.trim() });
      return true;
    } catch (err) {
      setOutcome({ kind: 'error', text: accountErrorText(intl, err) });
      return false;
    } finally {
      request.reset();
      setBusy(false);
      // The clicked button was disabled meanwhile: keep the focus in the dialog.
      if (!boxRef.current?.contains(document.activeElement)) boxRef.current?.focus();
    }
  };

  const onCreate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNameChecked(true);
    if (listNameProblem(newName, all)) return;
    if (await addTo(newName)) {
      setNewName('');
      setNameChecked(false);
    }
  };

  return (
    <Modal
      ref={boxRef}
      title={intl.formatMessage(m.favDialogTitle)}
      closeLabel={intl.formatMessage(m.close)}
      onClose={onClose}
      busy={busy}
      width={440}
    >
      <Content>
        <p>
          <strong>{product.name}</strong>
        </p>
        <LineChoices
          product={product}
          variantId={variantId}
          onVariantChange={setVariantId}
          unitId={unitId}
          onUnitChange={setUnitId}
        />
        <div role="status">
          {outcome?.kind === 'added' && <Message>{intl.formatMessage(m.favAdded, { name: outcome.listName })}</Message>}
        </div>
        {outcome?.kind === 'error' && (
          <Message $error role="alert">
            {outcome.text}
          </Message>
        )}
        <h3>{intl.formatMessage(m.favYourLists)}</h3>
        <ListButtons lists={lists} lineKey={key} busy={busy} onAdd={(listName) => void addTo(listName)} />
        <Create onSubmit={(event) => void onCreate(event)} noValidate>
          <ListNameField
            label={intl.formatMessage(m.favNewList)}
            name="listName"
            value={newName}
            onChange={setNewName}
            problem={nameProblem}
          />
          <Button type="submit" disabled={busy || args === skipToken}>
            {intl.formatMessage(m.favCreateAndAdd)}
          </Button>
        </Create>
      </Content>
    </Modal>
  );
}
