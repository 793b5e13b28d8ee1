import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Block } from '../../../src/api/types';
import { BlockRenderer } from '../../../src/features/content/blocks';
import '../../../src/app/contentScreen'; // registers the productList block
import { cssOf } from '../cssOf';
import { renderWithProviders } from '../renderWithProviders';
import { fakeSearch, json, mockFetch, RouterProbe, searchStore } from './fixtures';
import { mockMatchMedia } from '../matchMedia';

/**
 * The product list's filters on phones: below 768 px (window.matchMedia, mocked here with change events) a
 * 'Filters' button opens a modal drawer with the facets, 'Clear filters' and 'Show N products'; from 768 px the
 * facets are the side panel. The drawer's look at 390 × 844 is checked by e2e/phone.spec.ts.
 */

const PHONE_QUERY = '(max-width: 767.98px)';

/** window.matchMedia answering `phone` for the phone query (false for every other), with change events. */
function mockViewport(initiallyPhone: boolean) {
  let phone = initiallyPhone;
  const media = mockMatchMedia((query) => query === PHONE_QUERY && phone);
  return {
    resize(toPhone: boolean) {
      phone = toPhone;
      media.change();
    },
  };
}

const listBlock: Block = {
  id: 'list-1',
  type: 'productList',
  parameters: { listReference: 'products', pageSize: 12, search: { categoryId: 'c-tools' } },
};

function renderList(url = '/en/tools') {
  return renderWithProviders(
    <>
      <BlockRenderer blocks={[listBlock]} />
      <RouterProbe />
    </>,
    { store: searchStore(), initialEntries: [url] },
  );
}

const location = () => screen.getByTestId('location').textContent;
const filtersButton = () => screen.getByRole('button', { name: /^Filters/ });

/** Waits until the list shows the result of the latest request. */
async function settled() {
  await waitFor(() => {
    expect(screen.getByText(/^\d+ products?$/)).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
}

async function openDrawer() {
  await userEvent.click(filtersButton());
  return screen.findByRole('dialog', { name: 'Filters' });
}

beforeEach(() => {
  mockFetch();
});

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
  document.body.style.overflow = '';
});

describe('Filters on a phone (below 768 px)', () => {
  it('has no side panel: the Filters button opens the drawer with the focus in it', async () => {
    mockViewport(true);
    renderList();
    await settled();
    expect(screen.queryByRole('group', { name: 'Brand' })).toBeNull();
    const button = filtersButton();
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    const dialog = await openDrawer();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close filters' })).toHaveFocus();
    expect(within(dialog).getByRole('group', { name: 'Brand' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Material' })).toBeInTheDocument();
    expect(within(dialog).getByRole('spinbutton', { name: 'Price, Min' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Show 50 products' })).toBeInTheDocument();
    // Nothing chosen yet: nothing to clear.
    expect(within(dialog).queryByRole('button', { name: 'Clear filters' })).toBeNull();
    // The page behind does not scroll.
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('applies a facet at once, says how many products it leaves, and closes on "Show N products"', async () => {
    mockViewport(true);
    renderList();
    await settled();
    const dialog = await openDrawer();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^Bosch/ }));
    expect(location()).toBe('/en/tools?brand=Bosch');
    // While the search runs the button has no number; then the count with the filter chosen.
    const show = await within(dialog).findByRole('button', { name: 'Show 16 products' });
    expect(show).not.toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('checkbox', { name: /^Bosch/ })).toBeChecked();

    await userEvent.click(show);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(filtersButton()).toHaveFocus();
    expect(filtersButton()).toHaveAttribute('aria-expanded', 'false');
    expect(filtersButton()).toHaveTextContent('Filters (1)1 filter selected');
    expect(screen.getByText('16 products')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(document.body.style.overflow).toBe('');
  });

  it('shows "Show products" without a number while the count is not known yet', async () => {
    mockViewport(true);
    // The answers to searches with a brand wait until released.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockFetch(async (body) => {
      if (body.search.facets?.brand) await held;
      return json(fakeSearch(body));
    });
    renderList();
    await settled();
    const dialog = await openDrawer();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^Makita/ }));
    const pending = await within(dialog).findByRole('button', { name: 'Show products' });
    expect(pending).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await within(dialog).findByRole('button', { name: 'Show 17 products' })).not.toHaveAttribute('aria-busy', 'true');
  });

  it('closes on Escape and on the close button, the focus back on the Filters button', async () => {
    mockViewport(true);
    renderList('/en/tools?brand=Bosch');
    await settled();
    let dialog = await openDrawer();
    expect(within(dialog).getByRole('checkbox', { name: /^Bosch/ })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(filtersButton()).toHaveFocus();

    dialog = await openDrawer();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close filters' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(filtersButton()).toHaveFocus();
    // The selection stays: closing is not undoing.
    expect(location()).toBe('/en/tools?brand=Bosch');
  });

  it('keeps Tab inside the drawer and clears the filters from its footer', async () => {
    mockViewport(true);
    renderList('/en/tools?brand=Bosch');
    await settled();
    const dialog = await openDrawer();
    const close = within(dialog).getByRole('button', { name: 'Close filters' });
    const show = within(dialog).getByRole('button', { name: 'Show 16 products' });
    show.focus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(show).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/en/tools');
    expect(await within(dialog).findByRole('button', { name: 'Show 50 products' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /^Bosch/ })).not.toBeChecked();
  });

  it('closes the drawer and shows the side panel when the window grows to 768 px', async () => {
    const viewport = mockViewport(true);
    renderList();
    await settled();
    await openDrawer();
    viewport.resize(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('group', { name: 'Brand' })).toBeInTheDocument();
    viewport.resize(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Brand' })).toBeNull();
  });
});

describe('Filters from 768 px', () => {
  it('are the side panel; the Filters button is hidden there by CSS and opens no dialog', async () => {
    mockViewport(false);
    renderList();
    await settled();
    expect(screen.getByRole('group', { name: 'Brand' })).toBeInTheDocument();
    const button = filtersButton();
    expect(cssOf(button)).toMatch(/@media \(min-width: 768px\)\{\.[\w-]+\{display:none;\}/);
    // The side panel is hidden below 768 px (the drawer takes its place there).
    const panel = screen.getByRole('group', { name: 'Brand' }).parentElement!;
    expect(cssOf(panel)).toMatch(/@media \(max-width: 767\.98px\)\{\.[\w-]+\{display:none;\}/);
    await userEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('is the side panel where matchMedia is missing', async () => {
    renderList();
    await settled();
    expect(screen.getByRole('group', { name: 'Brand' })).toBeInTheDocument();
  });
});
