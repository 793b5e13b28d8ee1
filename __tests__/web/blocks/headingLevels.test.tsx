import { screen } from '@testing-library/react';
import type { Block } from '../../../src/api/types';
import { BlockRenderer } from '../../../src/features/content/blocks/BlockRenderer';
import { renderWithProviders } from '../renderWithProviders';

const block = (id: string, type: Block['type'], parameters: Record<string, unknown>): Block => ({ id, type, parameters });

/** Issue 9: a home or offers page opening with a banner has its h1 there, and its cards do not skip to h3. */
describe('heading levels (and image priority) of banners and cards', () => {
  it('a banner is an h2 by default and the page’s h1 with level 1; its image is fetched first', () => {
    renderWithProviders(
      <BlockRenderer
        blocks={[
          block('b1', 'banner', { title: 'Everything for the trade', imagePath: 'content/banner-home.svg', level: 1 }),
          block('b2', 'banner', { title: 'Campaign', imagePath: 'content/banner-offers.svg' }),
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Everything for the trade' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Campaign' })).toBeInTheDocument();
    document.querySelectorAll('[data-block="banner"] img').forEach((img) => {
      expect(img).toHaveAttribute('fetchpriority', 'high');
      expect(img).not.toHaveAttribute('loading', 'lazy');
    });
  });

  it('a card title is an h3 by default and an h2 with level 2', () => {
    renderWithProviders(
      <BlockRenderer
        blocks={[
          block('c1', 'card', { title: 'Electrical', text: 'Cables', level: 2 }),
          block('c2', 'card', { title: 'Plumbing', text: 'Pipes' }),
          block('c3', 'card', { title: 'Tools', text: 'Drills', level: 7 }),
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Electrical' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Plumbing' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Tools' })).toBeInTheDocument();
  });

  it('cards right under the h1 (level 2) load their images at once; others lazily', () => {
    const { container } = renderWithProviders(
      <BlockRenderer
        blocks={[
          block('c1', 'card', { title: 'Electrical', imagePath: 'content/card-el.svg', level: 2 }),
          block('c2', 'card', { title: 'Plumbing', imagePath: 'content/card-vvs.svg' }),
        ]}
      />,
    );
    const [top, other] = Array.from(container.querySelectorAll('[data-block="card"] img'));
    expect(top).toHaveAttribute('loading', 'eager');
    expect(other).toHaveAttribute('loading', 'lazy');
  });
});
