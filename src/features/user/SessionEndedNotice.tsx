import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useToast } from '../../components/Toasts';
import { messages } from './messages';
import { selectSessionEndedNotice, sessionNoticeShown } from './userSlice';

/** How long the notice stays: longer than a plain info toast, it explains a change the user did not make. */
export const SESSION_ENDED_TOAST_MS = 8000;

/**
 * Shows 'Your session has ended. Please log in again.' once when the server rejected the logged-in user's
 * token (sessionEnded, raised by the base query or at start). The notice lives in the store, so a session that
 * ended before this component mounted (at page load) is still told. Renders nothing itself.
 */
export function SessionEndedNotice() {
  const intl = useIntl();
  const toast = useToast();
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectSessionEndedNotice);
  useEffect(() => {
    if (!pending) return;
    dispatch(sessionNoticeShown());
    toast.show({ kind: 'info', message: intl.formatMessage(messages.sessionEnded), timeoutMs: SESSION_ENDED_TOAST_MS });
  }, [pending, dispatch, toast, intl]);
  return null;
}
