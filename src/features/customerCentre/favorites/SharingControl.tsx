import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { FavoriteList, FavoriteListSharing } from '../../../api/accountTypes';
import { accountMessages as m } from '../accountMessages';
import { ShareField, Status } from './favoritesStyles';

const OPTIONS: { value: FavoriteListSharing; label: 'favShareNone' | 'favShareRead' | 'favShareWrite' }[] = [
  { value: 'none', label: 'favShareNone' },
  { value: 'read', label: 'favShareRead' },
  { value: 'write', label: 'favShareWrite' },
];

/** The owner's choice of sharing a list with the company (issue 20): not shared, colleagues use it, or also edit it. */
export function SharingControl({ list, busy, onShare }: { list: FavoriteList; busy: boolean; onShare: (sharing: FavoriteListSharing) => void }) {
  const intl = useIntl();
  const id = useId();
  return (
    <ShareField>
      <label htmlFor={id}>{intl.formatMessage(m.favShareLabel)}</label>
      <select id={id} value={list.sharing} disabled={busy} onChange={(event) => onShare(event.target.value as FavoriteListSharing)}>
        {OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {intl.formatMessage(m[option.label])}
          </option>
        ))}
      </select>
    </ShareField>
  );
}

/** Above a colleague's shared list: whose it is and what the caller may do with it. */
export function SharedListNote({ list, headingId }: { list: FavoriteList; headingId: string }) {
  const intl = useIntl();
  return (
    <>
      <h2 id={headingId}>{list.name}</h2>
      <Status>{intl.formatMessage(list.sharing === 'write' ? m.favSharedWrite : m.favSharedRead, { name: list.ownerName })}</Status>
    </>
  );
}
