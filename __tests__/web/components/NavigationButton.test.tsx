import { act, fireEvent, screen } from '@testing-library/react';
import {
  ADDED_MS,
  FAILED_MS,
  LOADING_CLEAR_MS,
  NavigationButton,
  errorMessage,
} from '../../../src/components/NavigationButton';
import { renderWithProviders } from '../renderWithProviders';

/** A promise with its resolve / reject handles. */
function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const advance = async (ms: number) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
};

describe('NavigationButton', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('exports the spec constants', () => {
    expect(LOADING_CLEAR_MS).toBe(500);
    expect(FAILED_MS).toBe(2000);
  });

  it('shows loading while pending, keeps it for at least 500 ms, then added, then idle', async () => {
    const action = deferred();
    renderWithProviders(<NavigationButton onClick={() => action.promise}>Add to cart</NavigationButton>);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button).toHaveAttribute('data-state', 'idle');
    expect(button).toHaveAttribute('aria-busy', 'false');

    fireEvent.click(button);
    expect(button).toHaveAttribute('data-state', 'loading');
    expect(button).toHaveAttribute('aria-busy', 'true');
    // The label stays the accessible name while the spinner shows.
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBe(button);
    expect(screen.getByRole('status')).toHaveTextContent('Please wait…');

    await act(async () => action.resolve());
    await advance(LOADING_CLEAR_MS - 1);
    expect(button).toHaveAttribute('data-state', 'loading');

    await advance(1);
    expect(button).toHaveAttribute('data-state', 'added');
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(button).toHaveAccessibleName('Added');
    expect(screen.getByRole('status')).toHaveTextContent('Added');

    await advance(ADDED_MS);
    expect(button).toHaveAttribute('data-state', 'idle');
    expect(button).toHaveAccessibleName('Add to cart');
  });

  it('clears loading at once when the action took longer than 500 ms', async () => {
    const action = deferred();
    renderWithProviders(<NavigationButton onClick={() => action.promise}>Save</NavigationButton>);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    await advance(1200);
    expect(button).toHaveAttribute('data-state', 'loading');
    await act(async () => action.resolve());
    await advance(0);
    expect(button).toHaveAttribute('data-state', 'added');
  });

  it('shows failed for 2000 ms with the error message as title, then idle', async () => {
    const action = deferred();
    renderWithProviders(
      <NavigationButton onClick={() => action.promise} title="Adds the product">
        Add to cart
      </NavigationButton>,
    );
    const button = screen.getByRole('button');
    fireEvent.click(button);
    await act(async () => action.reject(new Error('Out of stock')));
    await advance(LOADING_CLEAR_MS);
    expect(button).toHaveAttribute('data-state', 'failed');
    expect(button).toHaveAttribute('title', 'Out of stock');
    expect(button).toHaveAccessibleName('Failed');
    expect(screen.getByRole('status')).toHaveTextContent('Failed: Out of stock');

    await advance(FAILED_MS - 1);
    expect(button).toHaveAttribute('data-state', 'failed');
    await advance(1);
    expect(button).toHaveAttribute('data-state', 'idle');
    expect(button).toHaveAttribute('title', 'Adds the product');
  });

  it('ignores clicks while loading', async () => {
    const action = deferred();
    const onClick = jest.fn(() => action.promise);
    renderWithProviders(<NavigationButton onClick={onClick}>Go</NavigationButton>);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    await act(async () => action.resolve());
  });

  it('stays idle for a synchronous handler', () => {
    const onClick = jest.fn();
    renderWithProviders(<NavigationButton onClick={onClick}>Go</NavigationButton>);
    fireEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalled();
    expect(screen.getByRole('button')).toHaveAttribute('data-state', 'idle');
  });

  it('renders a router link with `to`', () => {
    renderWithProviders(<NavigationButton to="/en/cart">Show cart</NavigationButton>);
    expect(screen.getByRole('link', { name: 'Show cart' })).toHaveAttribute('href', '/en/cart');
  });

  it('reads error messages from errors, RTK Query errors and strings', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage({ status: 500, data: { message: 'Server said no' } })).toBe('Server said no');
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'TypeError: Failed to fetch',
    );
    expect(errorMessage('plain')).toBe('plain');
    expect(errorMessage(42)).toBeUndefined();
  });

  it('steadyWidth reserves the room of every state label, without text or names of its own', async () => {
    const action = deferred();
    renderWithProviders(
      <NavigationButton steadyWidth onClick={() => action.promise} addedLabel="Added to cart">
        Add to cart
      </NavigationButton>,
    );
    const button = screen.getByRole('button', { name: 'Add to cart' });
    const sizers = () => Array.from(button.querySelectorAll('[data-label]'), (el) => el.getAttribute('data-label'));
    // Idle: the added and failed labels are reserved (invisible copies drawn by CSS, aria-hidden).
    expect(sizers()).toEqual(['Added to cart', 'Failed']);
    expect(button).toHaveTextContent(/^Add to cart$/);
    expect(button.querySelector('[data-label="Added to cart"]')).toHaveAttribute('data-icon');
    button.querySelectorAll('[data-label]').forEach((el) => expect(el).toHaveAttribute('aria-hidden', 'true'));

    fireEvent.click(button);
    await act(async () => action.reject(new Error('Out of stock')));
    await advance(LOADING_CLEAR_MS);
    expect(button).toHaveAttribute('data-state', 'failed');
    expect(button).toHaveAccessibleName('Failed');
    expect(button).toHaveTextContent(/^Failed$/);
    expect(sizers()).toEqual(['Add to cart', 'Added to cart']);
  });

  it('without steadyWidth has no reserved labels', () => {
    renderWithProviders(<NavigationButton onClick={() => undefined}>Save</NavigationButton>);
    expect(screen.getByRole('button', { name: 'Save' }).querySelector('[data-label]')).toBeNull();
  });
});
