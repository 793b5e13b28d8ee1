import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import {
  TOAST_ERROR_TIMEOUT_MS,
  TOAST_TIMEOUT_MS,
  ToastProvider,
  useToast,
  type ToastOptions,
} from '../../../src/components/Toasts';
import { theme } from '../../../src/styles/theme';
import { renderWithProviders } from '../renderWithProviders';

function Trigger({ options }: { options: ToastOptions }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(options)}>
      show
    </button>
  );
}

/** Shows the toast and waits for its lazily loaded item (src/components/ToastItem.tsx, a chunk of its own). */
async function show() {
  fireEvent.click(screen.getByRole('button', { name: 'show' }));
  await act(async () => {
    await import('../../../src/components/ToastItem');
  });
}

function renderToasts(options: ToastOptions) {
  return renderWithProviders(
    <ToastProvider>
      <Trigger options={options} />
    </ToastProvider>,
  );
}

describe('Toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a success toast in a status region with the theme max width', async () => {
    renderToasts({ kind: 'success', message: 'Saved' });
    await show();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Saved');
    const toast = screen.getByText('Saved').closest('[data-kind]');
    expect(toast).toHaveStyle({ maxWidth: `${theme.toastMaxWidth}px` });
    expect(theme.toastMaxWidth).toBe(350);
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveStyle({ position: 'fixed' });
  });

  it('puts errors in an alert region', async () => {
    renderToasts({ kind: 'error', message: 'Could not save' });
    await show();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save');
  });

  it('dismisses itself after the default timeout', async () => {
    renderToasts({ kind: 'info', message: 'Hello' });
    await show();
    await act(async () => {
      jest.advanceTimersByTime(TOAST_TIMEOUT_MS - 1);
    });
    expect(screen.getByText('Hello')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
  });

  it('honours timeoutMs and keeps errors longer by default', async () => {
    renderToasts({ kind: 'error', message: 'Oops' });
    await show();
    await act(async () => {
      jest.advanceTimersByTime(TOAST_TIMEOUT_MS);
    });
    expect(screen.getByText('Oops')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(TOAST_ERROR_TIMEOUT_MS - TOAST_TIMEOUT_MS);
    });
    expect(screen.queryByText('Oops')).not.toBeInTheDocument();
  });

  it('can be dismissed with its close button', async () => {
    renderToasts({ kind: 'info', message: 'Closable', timeoutMs: 0 });
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
  });

  it('dismiss(id) removes a toast', () => {
    function Auto() {
      const toast = useToast();
      useEffect(() => {
        const id = toast.show({ kind: 'info', message: 'Gone soon', timeoutMs: 0 });
        toast.dismiss(id);
      }, [toast]);
      return null;
    }
    renderWithProviders(
      <ToastProvider>
        <Auto />
      </ToastProvider>,
    );
    expect(screen.queryByText('Gone soon')).not.toBeInTheDocument();
  });

  it('is a no-op outside a provider', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithProviders(<Trigger options={{ kind: 'info', message: 'Nowhere' }} />);
    await show();
    expect(screen.queryByText('Nowhere')).not.toBeInTheDocument();
    warn.mockRestore();
  });
});
