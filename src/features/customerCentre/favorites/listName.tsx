import { useId } from 'react';
import { useIntl } from 'react-intl';
import { FieldText } from '../../../components/FormCard';
import { FormField } from '../../../components/FormField';
import type { FavoriteList } from '../../../api/accountTypes';
import { FAVORITE_LIST_LIMITS } from '../../../../contract/values';
import { accountMessages as m } from '../accountMessages';
import { sameListName } from './favoritesApi';

export type ListNameProblem = 'required' | 'tooLong' | 'taken' | 'tooMany';

/**
 * What is wrong with a name for a new list (or for `renaming` renamed), checked before the call: empty, too long,
 * the name of another of the user's lists (ignoring case), or no room for another list (docs/account-api.md bounds).
 */
export function listNameProblem(name: string, lists: readonly FavoriteList[], renaming?: string): ListNameProblem | null {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  if ([...trimmed].length > FAVORITE_LIST_LIMITS.maxNameLength) return 'tooLong';
  if (lists.some((list) => sameListName(list.name, trimmed) && !(renaming !== undefined && sameListName(list.name, renaming)))) {
    return 'taken';
  }
  if (renaming === undefined && lists.length >= FAVORITE_LIST_LIMITS.maxLists) return 'tooMany';
  return null;
}

/** The text of a name problem. */
export function ListNameProblemText({ problem, name }: { problem: ListNameProblem; name: string }) {
  const intl = useIntl();
  const text =
    problem === 'required'
      ? intl.formatMessage(m.favNameRequired)
      : problem === 'tooLong'
        ? intl.formatMessage(m.favNameTooLong, { max: FAVORITE_LIST_LIMITS.maxNameLength })
        : problem === 'taken'
          ? intl.formatMessage(m.favNameTaken, { name })
          : intl.formatMessage(m.favTooManyLists, { max: FAVORITE_LIST_LIMITS.maxLists });
  return <>{text}</>;
}

export interface ListNameFieldProps {
  label: string;
  /** The input's form name. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** A problem found before the call, shown at the field. */
  problem: ListNameProblem | null;
  /** The server's answer to a failed call, announced at the field (when there is no problem of the name). */
  error?: string | null;
}

/** A list-name input with its label and its problem or error at the field (new list, rename, create and add). */
export function ListNameField({ label, name, value, onChange, problem, error = null }: ListNameFieldProps) {
  const id = useId();
  const errorId = useId();
  const shown = Boolean(problem || error);
  return (
    <FormField>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        value={value}
        maxLength={FAVORITE_LIST_LIMITS.maxNameLength}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {shown && (
        <FieldText id={errorId} $error role={error ? 'alert' : undefined}>
          {problem ? <ListNameProblemText problem={problem} name={value.trim()} /> : error}
        </FieldText>
      )}
    </FormField>
  );
}
