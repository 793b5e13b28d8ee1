import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { FavoriteList } from '../../../api/accountTypes';
import { accountMessages as m } from '../accountMessages';
import { Confirm, Danger, InlineForm, ListHead, Plain, Primary } from './favoritesStyles';
import { ListNameField, listNameProblem } from './listName';

export interface ListTitleBarProps {
  list: FavoriteList;
  /** All the user's lists (a new name must differ from the others). */
  lists: FavoriteList[];
  /** Busy with a change of the list. */
  busy: boolean;
  headingId: string;
  /** Renames the list on the server (the name is checked first); `closeForm` is called once it is renamed. */
  rename: (newName: string, closeForm: () => void) => void;
  /** Deletes the list on the server. */
  remove: () => void;
}

/** A list's name as its heading with 'Rename' (a form in place) and 'Delete' (asks first, with the line count). */
export function ListTitleBar({ list, lists, busy, headingId, rename, remove }: ListTitleBarProps) {
  const intl = useIntl();
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view');
  const [newName, setNewName] = useState(list.name);
  const [renameChecked, setRenameChecked] = useState(false);
  const renameProblem = renameChecked ? listNameProblem(newName, lists, list.name) : null;

  const onRename = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRenameChecked(true);
    if (listNameProblem(newName, lists, list.name)) return;
    rename(newName.trim(), () => {
      setMode('view');
      setRenameChecked(false);
    });
  };

  return (
    <>
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
          <ListNameField label={intl.formatMessage(m.favRenameLabel)} name="newName" value={newName} onChange={setNewName} problem={renameProblem} />
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
          <Danger type="button" disabled={busy} onClick={remove}>
            {intl.formatMessage(m.favDeleteYes)}
          </Danger>
          <Plain type="button" onClick={() => setMode('view')}>
            {intl.formatMessage(m.favCancel)}
          </Plain>
        </Confirm>
      )}
    </>
  );
}
