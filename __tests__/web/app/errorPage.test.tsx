import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { ErrorPageGuard } from '../../../src/app/ErrorPage';
import { describeError } from '../../../src/app/describeError';
import ErrorView from '../../../src/app/ErrorView';
import { UNEXPECTED_ERROR } from '../../../src/api/apiError';
import { makeStore } from '../../../src/app/store';
import { localeSet } from '../../../src/features/website/websiteSlice';
import { renderWithProviders } from '../renderWithProviders';
import da from '../../../translations/da.json';

function LocationDisplay() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

describe('error page (SPEC §2, §8)', () => {
  it('describes route errors, API errors and thrown errors; status defaults to 500', () => {
    expect(describeError({ status: 404, statusText: '', internal: false, data: { message: 'This page could not be found' } })).toEqual({
      status: 404,
      message: 'This page could not be found',
    });
    expect(describeError({ message: 'Forbidden', status: 403, response: null, headers: {}, result: null })).toEqual({ status: 403, message: 'Forbidden' });
    expect(describeError(new Error('boom'))).toEqual({ status: 500, message: 'boom' });
    expect(describeError('weird')).toEqual({ status: 500, message: null });
  });

  it('shows the message or "Error", the status, and a link home (404 and every other error)', () => {
    const store = makeStore();
    store.dispatch(localeSet('en'));
    const { unmount } = renderWithProviders(<ErrorView status={500} message={null} />, { store });
    expect(screen.getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(screen.getByText('Error 500')).toBeInTheDocument();
    // Issue 16: /error ('Error 500') was a dead end.
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
    unmount();
    renderWithProviders(<ErrorView status={404} message="This page could not be found" />, { store });
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
  });

  it('leads back to the page before (issue 16); opened as the first page of a new tab there is none to offer', async () => {
    const store = makeStore();
    store.dispatch(localeSet('en'));
    const { unmount } = renderWithProviders(
      <>
        <ErrorView status={500} message={null} />
        <LocationDisplay />
      </>,
      { store, initialEntries: ['/en/cart', '/en/error'] },
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/en/error');
    await userEvent.click(screen.getByRole('button', { name: 'Back to the previous page' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/en/cart');
    unmount();

    renderWithProviders(<ErrorView status={500} message={null} />, { store, initialEntries: ['/en/error'] });
    expect(screen.queryByRole('button', { name: 'Back to the previous page' })).not.toBeInTheDocument();
  });

  it('translates the known messages', () => {
    renderWithProviders(<ErrorView status={500} message={UNEXPECTED_ERROR} />, { locale: 'da-DK', messages: da as Record<string, string> });
    expect(screen.getByRole('heading', { name: 'Der opstod en uventet serverfejl.' })).toBeInTheDocument();
  });

  it('falls back to a plain page with the details when showing the error page fails', () => {
    const Broken = () => {
      throw new Error('render failed');
    };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorPageGuard>
        <Broken />
      </ErrorPageGuard>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while showing the error page');
    expect(screen.getByText('Error: render failed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });
});
