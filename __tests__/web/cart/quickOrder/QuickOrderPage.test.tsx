import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routePath } from '../../../../src/app/routePaths';
import { mockLoggedInAppServer } from '../../product/fixtures';
import { renderApp } from '../../renderWithProviders';

describe('the quick order page (issue 16)', () => {
  it('has its path in every language: /hurtigordre, /en/quick-order', () => {
    expect(routePath('da', 'quickOrder')).toBe('/hurtigordre');
    expect(routePath('en', 'quickOrder')).toBe('/en/quick-order');
    expect(routePath('sv', 'quickOrder')).toBe('/sv/hurtigordre');
    expect(routePath('nb', 'quickOrder')).toBe('/nb/hurtigordre');
    expect(routePath('fi', 'quickOrder')).toBe('/fi/hurtigordre');
  });

  it('is for logged-in users: a visitor logs in and comes back to the page', async () => {
    mockLoggedInAppServer();
    const { router } = renderApp('/en/quick-order');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/en/quick-order');

    const main = await screen.findByRole('main');
    await userEvent.type(within(main).getByLabelText('E-mail'), 'kunde@demo.dk');
    await userEvent.type(within(main).getByLabelText('Password'), 'demo1234');
    await userEvent.click(within(main).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/quick-order'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Quick order' });
    // The panel is named by the page's heading (no second 'Quick order' title), with the paste box, the file upload
    // and the order-entry grid, and a way on to the cart.
    expect(screen.getByRole('region', { name: 'Quick order' })).toHaveAttribute('aria-labelledby', heading.id);
    expect(screen.getAllByRole('heading', { name: 'Quick order' })).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Paste from spreadsheet' })).toBeInTheDocument();
    expect(screen.getByLabelText('Add from file')).toHaveAttribute('type', 'file');
    expect(screen.getByRole('textbox', { name: 'Item number' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Go to the cart' })).toHaveAttribute('href', '/en/cart');
    await waitFor(() => expect(document.title).toBe('Quick order | Test Shop'));
  });
});
