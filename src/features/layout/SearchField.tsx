import { useEffect, useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useRoutePath } from '../../app/routePaths';
import { searchBoxChanged, selectSearchBox } from '../search';
import { selectFirstName } from '../user';
import { messages } from './messages';
import { CheckMark, Spinner, VisuallyHidden } from '../../components';

/** SPEC §9 query name of the free-text search. */
const QUERY = 'q';

const Form = styled.form`
  display: flex;
  flex: 1 1 320px;
  min-width: 0;
  max-width: 640px;
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 42px;
  padding: 0 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-right: 0;
  border-radius: ${({ theme }) => theme.radius} 0 0 ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &::placeholder {
    color: ${({ theme }) => theme.colors.muted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`;

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 42px;
  border: 0;
  border-radius: 0 ${({ theme }) => theme.radius} ${({ theme }) => theme.radius} 0;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.white};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
`;

/** The search magnifier (also the phone header's search toggle). */
export function MagnifierIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * SPEC §2 search field: a personalised placeholder; Enter or the button goes to the search page with
 * q; the button shows the search box state (SPEC §4: searching → spinner, searchcomplete → check mark,
 * which the search box saga reverts to nosearch after 1000 ms).
 */
export default function SearchField() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const path = useRoutePath();
  const firstName = useAppSelector(selectFirstName);
  const box = useAppSelector(selectSearchBox);
  const inputId = useId();
  const [value, setValue] = useState('');
  /** The location key at submit time while a search navigation is under way. */

  const searchPath = path('search');
  const onSearchPage = location.pathname === searchPath;
  const urlQuery = onSearchPage ? (new URLSearchParams(location.search).get(QUERY) ?? '') : null;

  // Keep the field in sync with q on the search page (back/forward, links, facets).
  useEffect(() => {
    if (urlQuery !== null) setValue(urlQuery);
  }, [urlQuery]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = value.trim();
    if (!q) return;
    dispatch(searchBoxChanged('searching'));
    void navigate(path('search', { [QUERY]: q }));
  };

  const placeholder = firstName
    ? intl.formatMessage(messages.searchPlaceholderPersonal, { name: firstName })
    : intl.formatMessage(messages.searchPlaceholder);
  const status =
    box === 'searching'
      ? intl.formatMessage(messages.searching)
      : box === 'searchcomplete'
        ? intl.formatMessage(messages.searchComplete)
        : '';

  return (
    <Form role="search" onSubmit={onSubmit} action={searchPath}>
      <VisuallyHidden as="label" htmlFor={inputId}>
        {intl.formatMessage(messages.searchLabel)}
      </VisuallyHidden>
      <Input
        id={inputId}
        type="search"
        name={QUERY}
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setValue(event.target.value)}
      />
      <Button
        type="submit"
        aria-label={intl.formatMessage(messages.searchButton)}
        aria-busy={box === 'searching'}
        data-state={box}
      >
        {box === 'searching' ? (
          <Spinner size={18} decorative />
        ) : box === 'searchcomplete' ? (
          <CheckMark size={20} />
        ) : (
          <MagnifierIcon />
        )}
      </Button>
      <VisuallyHidden role="status">{status}</VisuallyHidden>
    </Form>
  );
}
