import { screen } from '@testing-library/react';
import { ContentLink, isInternalHref, safeHref } from '../../../src/features/content/blocks/ContentLink';
import { renderWithProviders } from '../renderWithProviders';

describe('ContentLink', () => {
  it.each([
    ['/en/about', '/en/about'],
    ['https://example.com', 'https://example.com'],
    ['mailto:a@b.dk', 'mailto:a@b.dk'],
    ['tel:+4512345678', 'tel:+4512345678'],
    ['#top', '#top'],
    ['javascript:alert(1)', null],
    [' java\tscript:alert(1)', null],
    ['data:text/html,<script>', null],
    ['vbscript:x', null],
    ['', null],
  ])('safeHref(%p) = %p', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });

  it('tells internal paths from protocol-relative URLs', () => {
    expect(isInternalHref('/kurv')).toBe(true);
    expect(isInternalHref('//evil.example')).toBe(false);
    expect(isInternalHref('https://example.com')).toBe(false);
  });

  it('renders router links, external links with rel=noopener, and plain text for unsafe URLs', () => {
    renderWithProviders(
      <>
        <ContentLink href="/en/cart">Cart</ContentLink>
        <ContentLink href="https://example.com">External</ContentLink>
        <ContentLink href="javascript:alert(1)">Unsafe</ContentLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/en/cart');
    expect(screen.getByRole('link', { name: 'External' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'Unsafe' })).not.toBeInTheDocument();
    expect(screen.getByText('Unsafe')).toBeInTheDocument();
  });
});
