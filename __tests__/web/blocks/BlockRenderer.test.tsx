import { screen, within } from '@testing-library/react';
import type { Block } from '../../../src/api/types';
import { BlockRenderer, registerBlock } from '../../../src/features/content/blocks/BlockRenderer';
import { columnSpans } from '../../../src/features/content/blocks/Row';
import { registeredBlockTypes } from '../../../src/features/content/blocks/registry';
import { renderWithProviders } from '../renderWithProviders';
import { loadRegisteredBlocks } from './loadBlocks';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

let seq = 0;
const block = (type: Block['type'], parameters: Record<string, unknown>, children?: Block[]): Block => ({
  id: `b${++seq}`,
  type,
  parameters,
  ...(children ? { children } : {}),
});

const page: Block[] = [
  block('banner', {
    title: 'Tools for professionals',
    subtitle: 'Next-day delivery',
    imagePath: 'content/banner-tools.svg',
    link: { url: '/en/tools', label: 'Shop tools' },
    height: 'large',
  }),
  block('section', { background: 'light' }, [
    block('header', { text: 'Welcome', level: 1, subtitle: 'Your trade partner' }),
    block('row', { widths: [8, 4] }, [
      block('textBox', {
        title: 'About us',
        text: 'First paragraph.\n\nSecond paragraph.',
        link: { url: '/en/about', label: 'More about us' },
      }),
      block('picture', {
        imagePath: 'content/warehouse.jpg',
        alt: 'Our warehouse',
        caption: 'The warehouse in Odense',
      }),
    ]),
    block('row', {}, [
      block('card', { title: 'Fast delivery', text: 'Order before 16.', imagePath: 'content/truck.svg' }),
      block('card', { title: 'Price lists', text: 'Download yours.', link: { url: 'https://example.com/p' } }),
      block('callToAction', { title: 'Become a customer', button: { url: '/en/signup', label: 'Sign up' } }),
    ]),
  ]),
  block('groupedContent', { title: 'Why us' }, [block('icon', { name: 'truck', text: 'Free freight over DKK 2.000' })]),
];

beforeAll(loadRegisteredBlocks);

describe('BlockRenderer', () => {
  it('registers the built-in content blocks', () => {
    expect(registeredBlockTypes()).toEqual(
      expect.arrayContaining([
        'accordion',
        'banner',
        'callToAction',
        'card',
        'footerBox',
        'groupedContent',
        'header',
        'icon',
        'iframe',
        'picture',
        'row',
        'section',
        'slider',
        'textBox',
        'textEditor',
      ]),
    );
  });

  it('renders a page of mixed blocks recursively', () => {
    const { container } = renderWithProviders(<BlockRenderer blocks={page} />);

    // banner
    expect(screen.getByRole('heading', { level: 2, name: 'Tools for professionals' })).toBeInTheDocument();
    expect(screen.getByText('Next-day delivery')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop tools' })).toHaveAttribute('href', '/en/tools');
    const banner = container.querySelector('[data-block="banner"]');
    expect(banner).toHaveAttribute('data-height', 'large');
    expect(banner?.querySelector('img')).toHaveAttribute('src', `/images/raw/${b64('content/banner-tools.svg')}`);

    // section > header
    expect(container.querySelector('[data-block="section"]')).toHaveAttribute('data-background', 'light');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByText('Your trade partner')).toBeInTheDocument();

    // section > row > textBox / picture
    const rows = container.querySelectorAll('[data-block="row"]');
    expect(rows).toHaveLength(2);
    const firstRowColumns = rows[0]!.children;
    expect(firstRowColumns).toHaveLength(2);
    expect(firstRowColumns[0]).toHaveAttribute('data-span', '8');
    expect(firstRowColumns[1]).toHaveAttribute('data-span', '4');
    expect(screen.getByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(screen.getByText('First paragraph.').tagName).toBe('P');
    expect(screen.getByText('Second paragraph.').tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'More about us' })).toHaveAttribute('href', '/en/about');

    const picture = screen.getByRole('figure');
    expect(within(picture).getByText('The warehouse in Odense').tagName).toBe('FIGCAPTION');
    const img = within(picture).getByRole('img', { name: 'Our warehouse' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('src', `/images/fit/1200/1200/center/${b64('content/warehouse.jpg')}`);

    // section > row > card / callToAction (even split of 12 columns)
    expect(Array.from(rows[1]!.children).map((c) => c.getAttribute('data-span'))).toEqual(['4', '4', '4']);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { level: 3, name: 'Fast delivery' })).toBeInTheDocument();
    const external = within(cards[1]!).getByRole('link', { name: 'Read more' });
    expect(external).toHaveAttribute('href', 'https://example.com/p');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/en/signup');

    // groupedContent > icon
    const group = screen.getByRole('region', { name: 'Why us' });
    expect(within(group).getByText('Free freight over DKK 2.000')).toBeInTheDocument();
    expect(group.querySelector('svg[data-icon="truck"]')).toBeInTheDocument();
  });

  it('renders nothing for unknown types and warns once', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const blocks = [
      { id: 'x1', type: 'mystery', parameters: {} },
      { id: 'x2', type: 'mystery', parameters: {} },
      block('header', { text: 'Still here' }),
    ] as unknown as Block[];
    const { container } = renderWithProviders(<BlockRenderer blocks={blocks} />);
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeInTheDocument();
    expect(container.querySelectorAll('h2')).toHaveLength(1);
    expect(warn.mock.calls.filter(([msg]) => String(msg).includes('"mystery"'))).toHaveLength(1);
    warn.mockRestore();
  });

  it('never crashes on missing or malformed CMS data', () => {
    const error = jest.spyOn(console, 'error');
    const broken = [
      { id: 'a', type: 'banner' },
      { id: 'b', type: 'section', parameters: null, children: 'nope' },
      { id: 'c', type: 'row', parameters: { widths: 'x' }, children: [null, { id: 'd', type: 'header', parameters: {} }] },
      { id: 'e', type: 'textBox', parameters: { text: 42 } },
      { id: 'f', type: 'picture', parameters: { imagePath: ['x'] } },
      { id: 'g', type: 'card', parameters: { link: 'not an object' } },
      { id: 'h', type: 'footerBox', parameters: { lines: [null, 'plain', { url: '/x' }] } },
      { id: 'i', type: 'accordion', parameters: { items: 'x' } },
      { id: 'j', type: 'iframe', parameters: { src: 'javascript:alert(1)', title: 'x' } },
      { id: 'k', type: 'slider', parameters: { intervalMs: 'fast' } },
      { id: 'l', type: 'icon', parameters: { name: 'unknown-icon', text: 'Fallback' } },
      { id: 'm', type: 'callToAction', parameters: { button: { url: '' } } },
      null,
      'junk',
    ] as unknown as Block[];
    const { container } = renderWithProviders(<BlockRenderer blocks={broken} />);
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(screen.getByText('plain')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/x' })).toHaveAttribute('href', '/x');
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('svg[data-icon="fallback"]')).toBeInTheDocument();
    renderWithProviders(<BlockRenderer blocks={undefined} />);
    // No block threw (the error boundary would have logged it), and no React warnings.
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('isolates a block that throws', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Boom(): never {
      throw new Error('boom');
    }
    registerBlock('productDetails', Boom);
    renderWithProviders(
      <BlockRenderer blocks={[block('productDetails', {}), block('header', { text: 'After the broken block' })]} />,
    );
    expect(screen.getByRole('heading', { name: 'After the broken block' })).toBeInTheDocument();
    error.mockRestore();
  });

  it('lets later features register their blocks', () => {
    registerBlock('productList', ({ block: b }) => <p>List of {String(b.parameters.listReference)}</p>);
    renderWithProviders(<BlockRenderer blocks={[block('productList', { listReference: 'products' })]} />);
    expect(screen.getByText('List of products')).toBeInTheDocument();
  });

  it('splits row columns from widths', () => {
    expect(columnSpans([6, 6], 2)).toEqual([6, 6]);
    expect(columnSpans([], 3)).toEqual([4, 4, 4]);
    expect(columnSpans([20, 0, 'x'], 3)).toEqual([12, 1, 4]);
    expect(columnSpans([], 5)).toEqual([2, 2, 2, 2, 2]);
  });
});
