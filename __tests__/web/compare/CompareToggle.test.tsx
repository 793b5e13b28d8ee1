import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CompareToggle } from '../../../src/features/compare/CompareToggle';
import { selectCompareIds } from '../../../src/features/compare/compareSlice';
import { shopStore } from '../product/fixtures';
import { renderWithProviders } from '../renderWithProviders';

const PRODUCTS = [
  { id: 'A', name: 'Drill A' },
  { id: 'B', name: 'Drill B' },
  { id: 'C', name: 'Drill C' },
  { id: 'D', name: 'Drill D' },
];

function renderToggles() {
  const store = shopStore();
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
  it('adds and removes a product with a labelled checkbox', async () => {
    const store = renderToggles();
    expect(screen.getAllByText('Compare')).toHaveLength(4);
    await userEvent.click(toggle('Drill A'));
    expect(toggle('Drill A')).toBeChecked();
    expect(selectCompareIds(store.getState())).toEqual(['A']);
    await userEvent.click(toggle('Drill A'));
    expect(toggle('Drill A')).not.toBeChecked();
    expect(selectCompareIds(store.getState())).toEqual([]);
  });

  it('disables a 4th product with an explanation; the held ones stay changeable', async () => {
    const store = renderToggles();
    await userEvent.click(toggle('Drill A'));
    await userEvent.click(toggle('Drill B'));
    await userEvent.click(toggle('Drill C'));
    expect(selectCompareIds(store.getState())).toEqual(['A', 'B', 'C']);

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
    expect(selectCompareIds(store.getState())).toEqual(['A', 'B', 'C']);

    await userEvent.click(toggle('Drill B'));
    expect(toggle('Drill D')).toBeEnabled();
    expect(toggle('Drill D')).not.toHaveAccessibleDescription();
    await userEvent.click(toggle('Drill D'));
    expect(selectCompareIds(store.getState())).toEqual(['A', 'C', 'D']);
  });
});
