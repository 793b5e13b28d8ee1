import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppStore } from '../../../../src/app/store';
import { selectCartLines } from '../../../../src/features/cart/cartSlice';
import QuickOrderPanel from '../../../../src/features/cart/quickOrder/QuickOrderPanel';
import { LOOKUP_DEBOUNCE_MS } from '../../../../src/features/cart/quickOrder/OrderEntryGrid';
import { shopStore } from '../../product/fixtures';
import { renderWithProviders } from '../../renderWithProviders';
import { addToCartEvents, boxed, cable, catalogue, glove, quickOrderServer, screw, UNIT_LABELS } from './fixtures';

function renderGrid(store: AppStore = shopStore({ translations: UNIT_LABELS })) {
  const user = userEvent.setup();
  const view = renderWithProviders(<QuickOrderPanel />, { store });
  const item = screen.getByRole('textbox', { name: 'Item number' });
  const quantity = screen.getByRole('textbox', { name: 'Quantity' });
  const unit = screen.getByRole('combobox', { name: 'Unit' });
  return { ...view, user, item, quantity, unit };
}

const status = () => screen.getByRole('status', { name: 'Quick order' });
const lines = (store: AppStore) =>
  selectCartLines(store.getState()).map((l) => [l.productKey.productId, l.productKey.unitOfMeasure, l.productKey.variantId, l.quantity]);

beforeEach(() => {
  window.dataLayer = [];
});

describe('QuickOrderPanel: order-entry grid', () => {
  it('30 lines by keyboard only: item + Enter, quantity + Enter, back in the empty item field', async () => {
    const products = catalogue(30);
    quickOrderServer(products);
    const { store, user, item, quantity } = renderGrid();

    // From the top of the panel: Tab past the paste box, its button, the file upload and the sample to the item field.
    await user.tab(); // paste box
    await user.tab(); // paste 'Add to cart'
    await user.tab(); // 'Add from file'
    await user.tab(); // the sample file
    await user.tab(); // item number
    expect(item).toHaveFocus();

    for (let i = 0; i < 30; i += 1) {
      await user.keyboard(`${products[i]!.id}{Enter}`);
      await waitFor(() => expect(quantity).toHaveFocus());
      await user.keyboard(`${i + 1}{Enter}`);
      await waitFor(() => expect(item).toHaveFocus());
      expect(item).toHaveValue('');
    }

    expect(lines(store)).toEqual(products.map((p, i) => [p.id, 'STK', null, i + 1]));
    expect(status()).toHaveTextContent('Added 30 pcs Article 29');
    // The lines entered here are listed, newest first.
    const log = screen.getByRole('table', { name: 'Lines added here' });
    expect(within(log).getAllByRole('row')).toHaveLength(31);
    expect(within(log).getAllByRole('row')[1]).toHaveTextContent('100029Article 2930pcs');
    // One add_to_cart per added line, with the list price.
    expect(addToCartEvents()).toHaveLength(30);
    expect(addToCartEvents()[2]!.ecommerce).toEqual({
      currency: 'DKK',
      value: 36,
      items: [{ item_id: '100002', item_name: 'Article 2', item_brand: 'Fixa', price: 12, quantity: 3 }],
    });
  }, 30000);

  it('shows the name and the customer price as you type (debounced lookup), unit select defaults to the default unit', async () => {
    const { calls, templates } = quickOrderServer([screw, boxed], {
      customerPrice: (key) => (key.unitOfMeasure === 'PK' ? 31.5 : 0.4),
    });
    const { user, item, unit } = renderGrid(shopStore({ translations: UNIT_LABELS, loggedIn: true }));
    await user.click(item);
    await user.keyboard('2004');
    await user.keyboard('00');
    // Typing does not look up on every key: one call once typing pauses.
    await waitFor(() => expect(screen.getByText('Cable tie 200 mm')).toBeInTheDocument());
    expect(calls).toEqual([{ ids: ['200400'] }]);
    expect(templates).toEqual(['product-cart']); // SPEC §2 lookup templates: products for the cart
    await waitFor(() => expect(screen.getByText('DKK 31,50')).toBeInTheDocument());
    expect(unit).toHaveValue('PK');
    expect(within(unit).getAllByRole('option').map((o) => o.textContent)).toEqual(['pcs', 'Pack']);

    // Another unit → its price.
    await user.selectOptions(unit, 'STK');
    await waitFor(() => expect(screen.getByText('DKK 0,40')).toBeInTheDocument());
    // Enter on the unit select goes on to the quantity; the line carries the customer price into add_to_cart.
    unit.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveFocus();
    await user.keyboard('3{Enter}');
    await waitFor(() => expect(item).toHaveFocus());
    expect(addToCartEvents().map((e) => e.ecommerce)).toEqual([
      { currency: 'DKK', value: 1.2, items: [{ item_id: '200400', item_name: 'Cable tie 200 mm', item_brand: 'Fixa', price: 0.4, quantity: 3 }] },
    ]);
  });

  it('waits about 250 ms after the last key before looking up', async () => {
    jest.useFakeTimers();
    try {
      const { calls } = quickOrderServer([screw]);
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      renderWithProviders(<QuickOrderPanel />, { store: shopStore({ translations: UNIT_LABELS }) });
      await user.type(screen.getByRole('textbox', { name: 'Item number' }), '100200');
      expect(screen.getByText('Looking up the item…')).toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(LOOKUP_DEBOUNCE_MS - 10));
      expect(calls).toEqual([]);
      await act(async () => jest.advanceTimersByTime(20));
      await waitFor(() => expect(calls).toEqual([{ ids: ['100200'] }]));
    } finally {
      jest.useRealTimers();
    }
  });

  it('unknown item: an inline message tied to the field, Enter does not move on', async () => {
    quickOrderServer([screw]);
    const { store, user, item, quantity } = renderGrid();
    await user.click(item);
    await user.keyboard('999999{Enter}');
    await waitFor(() => expect(status()).toHaveTextContent('Unknown item number: 999999'));
    expect(item).toHaveFocus();
    expect(item).toHaveAttribute('aria-invalid', 'true');
    const note = document.getElementById(item.getAttribute('aria-describedby')!.split(' ')[1]!);
    expect(note).toHaveTextContent('Unknown item number: 999999');

    // Enter again stays; a correction moves on.
    await user.keyboard('{Enter}');
    expect(item).toHaveFocus();
    await user.clear(item);
    await user.keyboard('100200{Enter}');
    await waitFor(() => expect(quantity).toHaveFocus());
    expect(item).not.toHaveAttribute('aria-invalid');
    await user.keyboard('4{Enter}');
    await waitFor(() => expect(lines(store)).toEqual([['100200', 'STK', null, 4]]));
  });

  it('Escape clears the line and returns to the item field', async () => {
    quickOrderServer([screw]);
    const { store, user, item, quantity } = renderGrid();
    await user.click(item);
    await user.keyboard('100200{Enter}');
    await waitFor(() => expect(quantity).toHaveFocus());
    await user.keyboard('7{Escape}');
    expect(item).toHaveFocus();
    expect(item).toHaveValue('');
    expect(quantity).toHaveValue('1');
    expect(status()).toHaveTextContent('Line cleared');
    expect(screen.queryByText('Wood screw 5.0 x 60')).not.toBeInTheDocument();
    expect(selectCartLines(store.getState())).toEqual([]);
  });

  it('checks the quantity for the unit at the field: whole pieces, decimals for metres', async () => {
    quickOrderServer([screw, cable]);
    const { store, user, item, quantity } = renderGrid();
    await user.click(item);
    await user.keyboard('100200{Enter}');
    await waitFor(() => expect(quantity).toHaveFocus());
    await user.keyboard('2,5{Enter}');
    expect(quantity).toHaveFocus();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(quantity.getAttribute('aria-describedby')!)).toHaveTextContent('whole numbers only for pcs');
    expect(selectCartLines(store.getState())).toEqual([]);

    await user.keyboard('{Escape}300100{Enter}');
    await waitFor(() => expect(quantity).toHaveFocus());
    await user.keyboard('2,5{Enter}');
    await waitFor(() => expect(item).toHaveFocus());
    expect(lines(store)).toEqual([['300100', 'M', null, 2.5]]);
  });

  it('a variant id picks the variant; a product with variants offers them, the first preselected', async () => {
    quickOrderServer([glove]);
    const { store, user, item, quantity } = renderGrid();
    await user.click(item);
    await user.keyboard('500300-XL{Enter}');
    await waitFor(() => expect(quantity).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'Variant' })).toHaveValue('500300-XL');
    expect(screen.getByText('Work glove – XL')).toBeInTheDocument();
    await user.keyboard('2{Enter}');
    await waitFor(() => expect(item).toHaveFocus());

    await user.keyboard('500300{Enter}');
    await waitFor(() => expect(quantity).toHaveFocus());
    const variant = screen.getByRole('combobox', { name: 'Variant' });
    expect(variant).toHaveValue('500300-M');
    // Shift+Tab back to the unit, and once more to the variant; Enter there returns to the quantity.
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(variant).toHaveFocus();
    await user.selectOptions(variant, '500300-XL');
    await user.keyboard('{Enter}');
    expect(quantity).toHaveFocus();
    await user.keyboard('1{Enter}');
    await waitFor(() => expect(item).toHaveFocus());
    expect(lines(store)).toEqual([['500300', 'PAR', '500300-XL', 3]]);
  });

  it('Add line without a known item says so', async () => {
    quickOrderServer([]);
    const { user, item } = renderGrid();
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    expect(item).toHaveFocus();
    expect(screen.getByText('Enter a known item number first.')).toBeInTheDocument();
  });
});
