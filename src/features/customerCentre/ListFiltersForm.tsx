import { useEffect, useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { MAX_SEARCH_LENGTH } from '../../../contract/values';
import { media } from '../../styles/theme';
import type { ListFilters } from './listQuery';
import { m } from './messages';

const Form = styled.form`
  margin-bottom: 16px;
  fieldset {
    display: grid;
    gap: 12px;
    margin: 0;
    padding: 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    ${media.md} {
      grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto;
      align-items: end;
    }
  }
  legend {
    padding: 0 4px;
    font-weight: 600;
  }
  label {
    display: block;
    margin-bottom: 4px;
    font-size: 0.875rem;
    font-weight: 600;
  }
  input {
    width: 100%;
    min-height: 40px;
    padding: 6px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  small {
    display: block;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.muted};
  }
  .buttons {
    display: flex;
    gap: 8px;
  }
  button {
    min-height: 40px;
    padding: 0 16px;
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button[type='submit'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.white};
  }
  button[type='button'] {
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.primary};
  }
  [role='alert'] {
    grid-column: 1 / -1;
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

export interface ListFiltersFormProps {
  filters: ListFilters;
  /** Called with the new filters (page 1) when the form is sent, or cleared. */
  onChange: (filters: ListFilters) => void;
}

/**
 * SPEC §3 Search options of a list: free text and a from/to date range (inclusive). Sending goes back to page 1;
 * a from date after the to date is refused at the fields.
 */
export function ListFiltersForm({ filters, onChange }: ListFiltersFormProps) {
  const intl = useIntl();
  const id = useId();
  const [search, setSearch] = useState(filters.search);
  const [from, setFrom] = useState(filters.from);
  const [to, setTo] = useState(filters.to);
  const [dateError, setDateError] = useState(false);

  // Back/forward and links change the URL: the fields follow it.
  useEffect(() => {
    setSearch(filters.search);
    setFrom(filters.from);
    setTo(filters.to);
    setDateError(false);
  }, [filters.search, filters.from, filters.to]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (from && to && from > to) {
      setDateError(true);
      return;
    }
    setDateError(false);
    onChange({ ...filters, page: 1, search: search.trim(), from, to });
  };

  const clear = () => {
    setSearch('');
    setFrom('');
    setTo('');
    setDateError(false);
    onChange({ ...filters, page: 1, search: '', from: '', to: '' });
  };

  const errorId = `${id}-dates`;
  return (
    // Named by its legend: the header's product search is a search landmark too, and two of a kind must be told
    // apart (issue 16: two unnamed ones).
    <Form role="search" aria-labelledby={`${id}-legend`} onSubmit={onSubmit} noValidate>
      <fieldset>
        <legend id={`${id}-legend`}>{intl.formatMessage(m.searchLegend)}</legend>
        <div>
          <label htmlFor={`${id}-text`}>{intl.formatMessage(m.searchText)}</label>
          <input
            id={`${id}-text`}
            type="search"
            value={search}
            maxLength={MAX_SEARCH_LENGTH}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setSearch(event.target.value)}
          />
          <small id={`${id}-hint`}>{intl.formatMessage(m.searchTextHint)}</small>
        </div>
        <div>
          <label htmlFor={`${id}-from`}>{intl.formatMessage(m.fromDate)}</label>
          <input
            id={`${id}-from`}
            type="date"
            value={from}
            max={to || undefined}
            aria-invalid={dateError || undefined}
            aria-describedby={dateError ? errorId : undefined}
            onChange={(event) => setFrom(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`}>{intl.formatMessage(m.toDate)}</label>
          <input
            id={`${id}-to`}
            type="date"
            value={to}
            min={from || undefined}
            aria-invalid={dateError || undefined}
            aria-describedby={dateError ? errorId : undefined}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
        <div className="buttons">
          <button type="submit">{intl.formatMessage(m.searchButton)}</button>
          {(filters.search || filters.from || filters.to) && (
            <button type="button" onClick={clear}>
              {intl.formatMessage(m.clearSearch)}
            </button>
          )}
        </div>
        {dateError && (
          <p id={errorId} role="alert">
            {intl.formatMessage(m.dateOrder)}
          </p>
        )}
      </fieldset>
    </Form>
  );
}
