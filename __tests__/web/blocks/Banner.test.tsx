import { screen } from '@testing-library/react';
import { BannerBlock } from '../../../src/features/content/blocks/Banner';
import { cssOf } from '../cssOf';
import { renderWithProviders } from '../renderWithProviders';

/**
 * The banner (the home page's hero) on phones: the image is a band above the text, never behind it, so the text
 * cannot overlap the illustration; from 768 px the text lies over the image with the shade. jsdom does not apply
 * media queries: the rules are read (the geometry at 390 × 844 is measured by e2e/phone.spec.ts).
 */
describe('Banner block on a phone', () => {
  it('stacks the image band above the text below 768 px and lays the text over it from there', () => {
    const { container } = renderWithProviders(
      <BannerBlock
        block={{
          id: 'hero',
          type: 'banner',
          parameters: { title: 'Everything for the trade', subtitle: 'Next-day delivery', imagePath: 'content/banner-home.svg', link: { url: '/en/offers', label: 'Offers' }, height: 'large' },
        }}
      />,
    );
    const banner = container.querySelector('[data-block="banner"]')!;
    const image = banner.querySelector('img')!;
    const shade = image.nextElementSibling!;
    const text = screen.getByText('Everything for the trade').parentElement!;

    // Image first, then the text (the column's order on a phone).
    expect(Array.from(banner.children)).toEqual([image, shade, text]);
    expect(cssOf(banner)).toMatch(/^\.[\w-]+\{[^}]*flex-direction:column;/);
    expect(cssOf(banner)).toMatch(/@media \(min-width: 768px\)\{\.[\w-]+\{flex-direction:row;/);

    // Below 768 px the image is in the flow (a band at least 140 px high, its right part shown); from 768 px it
    // covers the banner behind the text.
    const imageCss = cssOf(image);
    expect(imageCss).toMatch(/^\.[\w-]+\{display:block;flex:1 0 140px;[^}]*object-position:right center;\}/);
    expect(imageCss.split('@media')[0]).not.toMatch(/position:absolute/);
    expect(imageCss).toMatch(/@media \(min-width: 768px\)\{\.[\w-]+\{position:absolute;inset:0;z-index:-2;/);

    // The shade is only needed where the text lies over the image.
    expect(cssOf(shade)).toMatch(/^\.[\w-]+\{display:none;\}/);
    expect(cssOf(shade)).toMatch(/@media \(min-width: 768px\)\{\.[\w-]+\{display:block;position:absolute;/);
  });
});
