import { screen, within } from '@testing-library/react';
import type { MenuItem } from '../../../src/api/types';
import Breadcrumbs from '../../../src/features/content/Breadcrumbs';
import { renderWithProviders } from '../renderWithProviders';
import { menuItem, page } from './fixtures';

const primary: MenuItem[] = [
  menuItem('home', 'Home', '/en', [
    menuItem('tools', 'Tools', '/en/tools', [menuItem('drills', 'Drills', '/en/tools/drills')]),
    menuItem('about', 'About us', '/en/about'),
  ]),
];

const menuState = { menus: { primary, categories: [], secondary: [] }, openPath: [] };

describe('Breadcrumbs', () => {
  it('renders the trail from the menu tree, without the root, with the last crumb current', () => {
    renderWithProviders(
      <Breadcrumbs page={page({ id: 'drills', title: 'Drills', url: '/en/tools/drills' })} url="/en/tools/drills" />,
      { preloadedState: { menu: menuState } },
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.replace('/', '').trim())).toEqual(['Tools', 'Drills']);
    expect(within(nav).queryByText('Home')).not.toBeInTheDocument();

    expect(within(nav).getByRole('link', { name: 'Tools' })).toHaveAttribute('href', '/en/tools');
    expect(within(nav).queryByRole('link', { name: 'Drills' })).not.toBeInTheDocument();
    expect(within(nav).getByText('Drills')).toHaveAttribute('aria-current', 'page');
  });

  it('adds the current page below a menu item (a product under a category)', () => {
    renderWithProviders(
      <Breadcrumbs
        page={page({ id: 'p1', title: 'Cordless drill X', url: '/en/tools/drills/x' })}
        url="/en/tools/drills/x"
      />,
      { preloadedState: { menu: menuState } },
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Tools', 'Drills']);
    expect(within(nav).getByText('Cordless drill X')).toHaveAttribute('aria-current', 'page');
  });

  it('renders nothing when there are no crumbs', () => {
    const { container } = renderWithProviders(<Breadcrumbs page={null} url="/en" />, {
      preloadedState: { menu: menuState },
    });
    expect(container).toBeEmptyDOMElement();
  });
});
