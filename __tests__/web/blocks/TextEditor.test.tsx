import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { Block } from '../../../src/api/types';
import { BlockRenderer } from '../../../src/features/content/blocks/BlockRenderer';
import { renderWithProviders } from '../renderWithProviders';
import { loadRegisteredBlocks } from './loadBlocks';

const editor = (html: unknown): Block => ({ id: 'te', type: 'textEditor', parameters: { html } });

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

beforeAll(loadRegisteredBlocks);

describe('textEditor', () => {
  // Rich text is sanitised by the server where content is served (__tests__/server/richText.test.ts); the client
  // renders the HTML it is given.
  it('renders the rich text it is given as HTML', () => {
    const { container } = renderWithProviders(
      <BlockRenderer
        blocks={[
          editor(
            '<h2>Terms</h2><p>Hello <strong>world</strong></p><img src="/images/raw/eA" alt="A tool" />' +
              '<table><tbody><tr><td colspan="2">M</td></tr></tbody></table>' +
              '<a href="https://example.com" rel="noopener noreferrer">Partner</a>',
          ),
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Terms' })).toBeInTheDocument();
    expect(screen.getByText('world').tagName).toBe('STRONG');
    expect(screen.getByRole('img', { name: 'A tool' })).toHaveAttribute('src', '/images/raw/eA');
    expect(screen.getByRole('cell', { name: 'M' })).toHaveAttribute('colspan', '2');
    expect(screen.getByRole('link', { name: 'Partner' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.firstElementChild?.innerHTML).toBe(
      '<h2>Terms</h2><p>Hello <strong>world</strong></p><img src="/images/raw/eA" alt="A tool">' +
        '<table><tbody><tr><td colspan="2">M</td></tr></tbody></table>' +
        '<a href="https://example.com" rel="noopener noreferrer">Partner</a>',
    );
  });

  it('navigates internal links client-side and leaves external ones to the browser', () => {
    renderWithProviders(
      <>
        <BlockRenderer
          blocks={[editor('<p><a href="/en/delivery">Delivery terms</a> <a href="https://example.com/">Ext</a></p>')]}
        />
        <Where />
      </>,
      { initialEntries: ['/en/terms'] },
    );
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/en/terms');

    const external = screen.getByRole('link', { name: 'Ext' });
    const externalClick = fireEvent.click(external);
    expect(externalClick).toBe(true); // not prevented: the browser follows it

    const internal = screen.getByRole('link', { name: 'Delivery terms' });
    const ctrlClick = fireEvent.click(internal, { ctrlKey: true });
    expect(ctrlClick).toBe(true); // new tab: browser behaviour
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/en/terms');

    const handled = fireEvent.click(internal);
    expect(handled).toBe(false); // default prevented
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/en/delivery');
  });

  it('renders nothing for empty or missing html', () => {
    const { container } = renderWithProviders(
      <BlockRenderer blocks={[editor(undefined), editor(''), editor('  '), editor(42)]} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
