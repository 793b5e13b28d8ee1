import { screen, within } from '@testing-library/react';
import type { Block } from '../../../src/api/types';
import Footer from '../../../src/features/content/Footer';
import type { WebsiteState } from '../../../src/features/website/websiteSlice';
import { theme } from '../../../src/styles/theme';
import { renderWithProviders } from '../renderWithProviders';
import { loadRegisteredBlocks } from './loadBlocks';
import { area } from './fixtures';

const footerContent: Block[] = [
  {
    id: 'footer-row',
    type: 'row',
    parameters: { widths: [4, 4, 4] },
    children: [
      {
        id: 'contact',
        type: 'footerBox',
        parameters: {
          title: 'Contact',
          lines: [
            { text: 'Værktøjsvej 1, 5000 Odense' },
            { text: '+45 70 00 00 00', url: 'tel:+4570000000' },
            { text: 'sales@example.com', url: 'mailto:sales@example.com' },
          ],
        },
      },
      {
        id: 'service',
        type: 'footerBox',
        parameters: {
          title: 'Customer service',
          lines: [
            { text: 'Delivery', url: '/en/delivery' },
            { text: 'Partner portal', url: 'https://partner.example.com' },
          ],
        },
      },
      { id: 'hours', type: 'icon', parameters: { name: 'clock', text: 'Mon–Fri 8–16' } },
    ],
  },
];

const website = (withArea: boolean): WebsiteState => ({
  locale: 'en',
  area: withArea ? area(footerContent) : null,
  site: null,
  translations: {},
  vatMode: false,
});

beforeAll(loadRegisteredBlocks);

describe('Footer', () => {
  it('renders the footer content blocks in a contentinfo landmark on the primary colour', () => {
    renderWithProviders(<Footer />, { preloadedState: { website: website(true) } });
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveStyle({ backgroundColor: theme.colors.primary });

    expect(within(footer).getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    expect(within(footer).getByText('Værktøjsvej 1, 5000 Odense').closest('a')).toBeNull();
    expect(within(footer).getByRole('link', { name: '+45 70 00 00 00' })).toHaveAttribute('href', 'tel:+4570000000');
    expect(within(footer).getByRole('link', { name: 'sales@example.com' })).toHaveAttribute(
      'href',
      'mailto:sales@example.com',
    );

    expect(within(footer).getByRole('heading', { name: 'Customer service' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Delivery' })).toHaveAttribute('href', '/en/delivery');
    const partner = within(footer).getByRole('link', { name: 'Partner portal' });
    expect(partner).toHaveAttribute('href', 'https://partner.example.com');
    expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(footer).getByText('Mon–Fri 8–16')).toBeInTheDocument();

    expect(within(footer).getByText(`© ${new Date().getFullYear()} Nordic Tools B2B`)).toBeInTheDocument();
  });

  it('renders nothing without an area', () => {
    const { container } = renderWithProviders(<Footer />, { preloadedState: { website: website(false) } });
    expect(container).toBeEmptyDOMElement();
  });
});
