import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { searchBoxChanged, type SearchBoxState } from '../../../src/features/search/searchSlice';
import SearchField from '../../../src/features/layout/SearchField';
import type { AppStore } from '../../../src/app/store';
import { renderWithProviders } from '../renderWithProviders';
import { LocationDisplay, mette, setupStore } from './fixtures';

/** Every search box state the store goes through. */
function recordBoxStates(store: AppStore): SearchBoxState[] {
  const states: SearchBoxState[] = [store.getState().search.box];
  store.subscribe(() => {
    const box = store.getState().search.box;
    if (states[states.length - 1] !== box) states.push(box);
  });
  return states;
}

function renderSearch(options: { user?: typeof mette; initialEntries?: string[] } = {}) {
  const store = setupStore({ user: options.user ?? null });
  const states = recordBoxStates(store);
  renderWithProviders(
    <>
      <SearchField />
      <LocationDisplay />
    </>,
    { store, initialEntries: options.initialEntries ?? ['/en/tools'] },
  );
  return { store, states, input: screen.getByRole('searchbox', { name: 'Search products' }) };
}

describe('SearchField', () => {
  it('is a labelled search box in a search landmark with a generic placeholder for anonymous visitors', () => {
    const { input } = renderSearch();
    expect(screen.getByRole('search')).toContainElement(input);
    expect(input).toHaveAttribute('placeholder', 'What are you looking for?');
  });

  it('personalises the placeholder with the first word of the user name', () => {
    const { input } = renderSearch({ user: mette });
    expect(input).toHaveAttribute('placeholder', 'What are you looking for, Mette?');
  });

  it('greets the sales rep, not the customer she acts for: she logged in and is the one typing (issue 16)', () => {
    const acting = { ...mette, roles: ['customer', 'impersonation'], extraInfo: { ...mette.extraInfo, impersonatorName: 'Sofie Sælger' } };
    const { input } = renderSearch({ user: acting });
    expect(input).toHaveAttribute('placeholder', 'What are you looking for, Sofie?');
  });

  it('goes to the search page on Enter with the trimmed query, showing searching (spinner) then complete', async () => {
    const { store, states, input } = renderSearch();
    await userEvent.type(input, '  skrue 4x40 {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/en/search?q=skrue+4x40');
    expect(states).toEqual(['nosearch', 'searching']);
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-busy', 'true');
    // The search page completes the box when its results arrive (tested in __tests__/web/search).
    act(() => {
      store.dispatch(searchBoxChanged('searchcomplete'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Search complete');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('data-state', 'searchcomplete');
    // SPEC §4/§9: the saga reverts to nosearch after 1000 ms.
    await waitFor(() => expect(store.getState().search.box).toBe('nosearch'), { timeout: 2000 });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('searches with the button too', async () => {
    const { input } = renderSearch();
    await userEvent.type(input, 'hammer');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/en/search?q=hammer');
  });

  it('shows a busy button with a spinner while searching', () => {
    const { store } = renderSearch();
    act(() => {
      store.dispatch({ type: 'search/searchBoxChanged', payload: 'searching' });
    });
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
  });

  it('does not navigate for an empty or blank query', async () => {
    const { states, input } = renderSearch();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.type(input, '   {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/en/tools');
    expect(states).toEqual(['nosearch']);
  });

  it('keeps the field in sync with q on the search page', async () => {
    const { input } = renderSearch({ initialEntries: ['/en/search?q=boremaskine'] });
    expect(input).toHaveValue('boremaskine');
    await userEvent.clear(input);
    await userEvent.type(input, 'save{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/en/search?q=save');
    expect(input).toHaveValue('save');
  });

  it('uses the Danish search path without prefix', async () => {
    const store = setupStore({ locale: 'da' });
    renderWithProviders(
      <>
        <SearchField />
        <LocationDisplay />
      </>,
      { store, initialEntries: ['/'] },
    );
    await userEvent.type(screen.getByRole('searchbox'), 'skrue{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/search\?q=skrue$/);
  });
});
