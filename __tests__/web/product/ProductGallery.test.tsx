import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductGallery } from '../../../src/features/productPage/ProductGallery';
import sv from '../../../translations/sv.json';
import { renderWithProviders } from '../renderWithProviders';

const media = (count: number, alt = '') =>
  Array.from({ length: count }, (_, i) => ({ type: 'image' as const, image: `products/screw-${i + 1}.svg`, alt }));

const mainImage = () => within(screen.getByTestId('product-gallery')).getAllByRole('img').find((img) => img.getAttribute('alt') !== '');

describe('ProductGallery alt texts', () => {
  it('describes images without an alt of their own by the product name in the page language', async () => {
    renderWithProviders(<ProductGallery product={{ name: 'Wood screw 4.0 × 40 mm', media: media(3) }} />);
    expect(mainImage()).toHaveAttribute('alt', 'Wood screw 4.0 × 40 mm');
    await userEvent.click(screen.getByRole('button', { name: 'Show image 2 of 3' }));
    expect(mainImage()).toHaveAttribute('alt', 'Wood screw 4.0 × 40 mm, image 2 of 3');
  });

  it('uses the page’s language for the further images (Swedish)', async () => {
    renderWithProviders(<ProductGallery product={{ name: 'Träskruv 4,0 × 40 mm', media: media(2) }} />, {
      locale: 'sv-SE',
      messages: sv as Record<string, string>,
    });
    expect(mainImage()).toHaveAttribute('alt', 'Träskruv 4,0 × 40 mm');
    await userEvent.click(screen.getByRole('button', { name: 'Visa bild 2 av 2' }));
    expect(mainImage()).toHaveAttribute('alt', 'Träskruv 4,0 × 40 mm, bild 2 av 2');
  });

  it('keeps an alt text the media has', () => {
    renderWithProviders(<ProductGallery product={{ name: 'Screw', media: media(1, 'Screw from the front') }} />);
    expect(mainImage()).toHaveAttribute('alt', 'Screw from the front');
  });
});
