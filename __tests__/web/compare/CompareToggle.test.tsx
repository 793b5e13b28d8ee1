import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CompareToggle } from '../../../src/features/compare/CompareToggle';
import { compareAdded, compareRemoved } from '../../../src/features/compare/compareSlice';
import { mockStore } from '../mockStore';
import { shopStore } from '../product/fixtures';
import { renderWithProviders } from '../renderWithProviders';

const PRODUCTS = [
  { id: 'A', name: 'Drill A' },
  { id: 'B', name: 'Drill B' },
  { id: 'C', name: 'Drill C' },
  { id: 'D', name: 'Drill D' },
];

/**
 * The toggles over a mock store holding `compared` (the toggle's job is to dispatch compareAdded/compareRemoved;
 * what the comparison makes of them is compareSlice's, tested with the real store).
 */
function renderToggles(compared: string[] = []) {
  const state = shopStore().getState();
  const store = mockStore({ ...state, compare: { ...state.compare, productIds: compared } });
  renderWithProviders(
    <ul>
      {PRODUCTS.map((p) => (
        <li key={p.id}>
          <CompareToggle productId={p.id} productName={p.name} />
        </li>
      ))}
    </ul>,
    { store },
  );
  return store;
}

const toggle = (name: string) => screen.getByRole('checkbox', { name: `Compare ${name}` });

describe('CompareToggle (SPEC §5: at most 3, add only while fewer than 3)', () => {
  it('adds a product with a labelled checkbox', async () => {
    const store = renderToggles();
    expect(screen.getAllByText('Compare')).toHaveLength(4);
    await userEvent.click(toggle('Drill A'));
    expect(store.dispatched()).toEqual([compareAdded('A')]);
  });

  it('removes a compared product (its box is checked)', async () => {
    const store = renderToggles(['A']);
    expect(toggle('Drill A')).toBeChecked();
    await userEvent.click(toggle('Drill A'));
    expect(store.dispatched()).toEqual([compareRemoved('A')]);
  });

  it('disables a 4th product with an explanation; the held ones stay changeable', async () => {
    const store = renderToggles(['A', 'B', 'C']);
    const fourth = toggle('Drill D');
    expect(fourth).toBeDisabled();
    expect(fourth).not.toBeChecked();
    expect(fourth).toHaveAccessibleDescription('You can compare up to 3 products. Remove one to add this product.');
    for (const name of ['Drill A', 'Drill B', 'Drill C']) expect(toggle(name)).toBeEnabled();

    // The tooltip shows on hover.
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.hover(fourth.closest('label')!);
    expect(screen.getByRole('tooltip')).toHaveTextContent('You can compare up to 3 products.');

    await userEvent.click(fourth);
    expect(store.dispatched()).toEqual([]);
    await userEvent.click(toggle('Drill B'));
    expect(store.dispatched()).toEqual([compareRemoved('B')]);
  });

  it('takes a 4th product again once one of three is removed', () => {
    renderToggles(['A', 'C']);
    expect(toggle('Drill D')).toBeEnabled();
    expect(toggle('Drill D')).not.toHaveAccessibleDescription();
  });
});
