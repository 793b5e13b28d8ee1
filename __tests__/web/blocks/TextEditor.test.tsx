import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { Block } from '../../../src/api/types';
import { BlockRenderer } from '../../../src/features/content/blocks/BlockRenderer';
import { sanitizeHtml } from '../../../src/features/content/blocks/sanitize';
import { renderWithProviders } from '../renderWithProviders';

const editor = (html: unknown): Block => ({ id: 'te', type: 'textEditor', parameters: { html } });

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

describe('textEditor sanitising', () => {
  it('removes script tags, event handler attributes and javascript: links', () => {
    const html = [
      '<h2>Terms</h2>',
      '<p onclick="alert(1)">Hello <strong>world</strong><script>alert("x")</script></p>',
      '<img src="/images/raw/eA" alt="A tool" onerror="alert(2)">',
      '<a href="javascript:alert(3)">bad link</a>',
      '<a href="JaVaScRiPt:alert(4)" title="t">bad link 2</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<style>body{display:none}</style>',
      '<div style="color:red" class="x">kept text</div>',
    ].join('');
    const { container } = renderWithProviders(<BlockRenderer blocks={[editor(html)]} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('style')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('[style]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/javascript:/i);
    expect(container.innerHTML).not.toContain('alert');

    expect(screen.getByRole('heading', { level: 2, name: 'Terms' })).toBeInTheDocument();
    expect(screen.getByText('world').tagName).toBe('STRONG');
    expect(screen.getByRole('img', { name: 'A tool' })).toHaveAttribute('src', '/images/raw/eA');
    expect(screen.getByText('bad link')).not.toHaveAttribute('href');
    expect(screen.getByText('bad link 2')).not.toHaveAttribute('href');
    expect(screen.getByText(/kept text/)).toBeInTheDocument();
  });

  it('keeps the allowed tags and attributes only', () => {
    const clean = sanitizeHtml(
      '<table class="t"><thead><tr><th scope="col" style="x">Size</th></tr></thead>' +
        '<tbody><tr><td colspan="2" id="c">M</td></tr></tbody></table>' +
        '<ul><li><em>one</em></li></ul><ol><li>two<br>three</li></ol><h4>h</h4><h1>big</h1><span>s</span>' +
        '<img src="/x.png" alt="x" width="10" title="no"><a href="/a" title="A" target="_blank" class="c">a</a>',
    );
    expect(clean).toBe(
      '<table><thead><tr><th scope="col">Size</th></tr></thead>' +
        '<tbody><tr><td colspan="2">M</td></tr></tbody></table>' +
        '<ul><li><em>one</em></li></ul><ol><li>two<br>three</li></ol><h4>h</h4><h2>big</h2>s' +
        '<img src="/x.png" alt="x"><a href="/a" title="A" rel="noopener noreferrer">a</a>',
    );
  });

  it('forces rel=noopener on links', () => {
    renderWithProviders(
      <BlockRenderer blocks={[editor('<p><a href="https://example.com" rel="opener">Partner</a></p>')]} />,
    );
    expect(screen.getByRole('link', { name: 'Partner' })).toHaveAttribute('rel', 'noopener noreferrer');
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
      <BlockRenderer blocks={[editor(undefined), editor(''), editor(42)]} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
