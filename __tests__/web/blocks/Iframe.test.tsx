import { screen } from '@testing-library/react';
import type { Block } from '../../../src/api/types';
import { BlockRenderer } from '../../../src/features/content/blocks/BlockRenderer';
import { renderWithProviders } from '../renderWithProviders';
import { loadRegisteredBlocks } from './loadBlocks';

const iframe = (parameters: Record<string, unknown>): Block => ({ id: 'if', type: 'iframe', parameters });

beforeAll(loadRegisteredBlocks);

describe('iframe block', () => {
  it('renders a titled, sandboxed, lazy iframe', () => {
    renderWithProviders(
      <BlockRenderer blocks={[iframe({ src: 'https://maps.example.com/embed?q=odense', title: 'Map', height: 300 })]} />,
    );
    const frame = screen.getByTitle('Map');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://maps.example.com/embed?q=odense');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('height', '300');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
  });

  it('falls back to a generic title and never lets same-origin pages out of the sandbox', () => {
    renderWithProviders(<BlockRenderer blocks={[iframe({ src: '/en/embedded-form' })]} />);
    const frame = screen.getByTitle('Embedded content');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
  });

  it('renders nothing for unsafe or missing sources', () => {
    const { container } = renderWithProviders(
      <BlockRenderer
        blocks={[iframe({ src: 'javascript:alert(1)', title: 'x' }), iframe({ src: 'data:text/html,hi' }), iframe({})]}
      />,
    );
    expect(container.querySelector('iframe')).toBeNull();
  });
});
