import { fireEvent, screen } from '@testing-library/react';
import type { Block } from '../../../src/api/types';
import { BlockRenderer } from '../../../src/features/content/blocks/BlockRenderer';
import { renderWithProviders } from '../renderWithProviders';
import { loadRegisteredBlocks } from './loadBlocks';

const accordion: Block = {
  id: 'acc',
  type: 'accordion',
  parameters: {
    items: [
      { title: 'Delivery', html: '<p>We deliver in <strong>1–2 days</strong>.</p>' },
      { title: 'Returns', html: '<p>30 days return.</p>' },
      { html: '<p>no title: skipped</p>' },
    ],
  },
};

beforeAll(loadRegisteredBlocks);

describe('accordion block', () => {
  it('renders disclosure buttons that toggle their panels', () => {
    renderWithProviders(<BlockRenderer blocks={[accordion]} />);
    const delivery = screen.getByRole('button', { name: 'Delivery' });
    const returns = screen.getByRole('button', { name: 'Returns' });
    expect(screen.getAllByRole('button')).toHaveLength(2);
    expect(delivery.closest('h3')).not.toBeNull();

    expect(delivery).toHaveAttribute('aria-expanded', 'false');
    const panelId = delivery.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    const panel = document.getElementById(panelId!);
    expect(panel).not.toBeVisible();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    fireEvent.click(delivery);
    expect(delivery).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(screen.getByRole('region', { name: 'Delivery' })).toHaveTextContent('We deliver in 1–2 days.');
    // The server's rich text is rendered as HTML (it is sanitised where it is served: __tests__/server/richText.test.ts).
    expect(screen.getByText('1–2 days').tagName).toBe('STRONG');
    expect(returns).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(returns);
    expect(returns).toHaveAttribute('aria-expanded', 'true');
    expect(delivery).toHaveAttribute('aria-expanded', 'true');

    fireEvent.click(delivery);
    expect(delivery).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });
});
