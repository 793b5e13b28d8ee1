import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import type { MenuItem } from '../../../src/api/types';
import MegaMenu from '../../../src/features/layout/MegaMenu';
import { renderWithProviders } from '../renderWithProviders';
import { LocationDisplay, menuItem, setupStore } from './fixtures';

/** 'Tools': 3 children (dropdown), one with level-3 children. */
const tools = menuItem('tools', 'Tools', [
  menuItem('saws', 'Saws', [menuItem('jigsaws', 'Jigsaws'), menuItem('circular-saws', 'Circular saws')]),
  menuItem('drills', 'Drills'),
  menuItem('hammers', 'Hammers'),
]);
/** 'Products': 13 children (mega menu), each with two level-3 children. */
const products = menuItem(
  'products',
  'Products',
  Array.from({ length: 13 }, (_, i) =>
    menuItem(`group-${i + 1}`, `Group ${i + 1}`, [
      menuItem(`group-${i + 1}-a`, `Item ${i + 1}a`),
      menuItem(`group-${i + 1}-b`, `Item ${i + 1}b`),
    ]),
  ),
);
/** A 12-child item is still a dropdown (fewer than 13). */
const twelve = menuItem(
  'twelve',
  'Twelve',
  Array.from({ length: 12 }, (_, i) => menuItem(`t-${i}`, `Twelve ${i}`)),
);
const about = menuItem('about', 'About us', [], { externalLink: 'https://www.example.com/en/about-us?ref=menu#team' });

function renderMenu(primary: MenuItem[] = [tools, products, twelve, about], categories: MenuItem[] = []) {
  const store = setupStore({ menus: { primary, categories } });
  return renderWithProviders(
    <>
      <MegaMenu />
      <Link to="/en/elsewhere">Elsewhere</Link>
      <LocationDisplay />
    </>,
    { store, initialEntries: ['/en'] },
  );
}

const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '')!;

describe('MegaMenu', () => {
  it('renders a panel’s links only while it is open (a closed menu costs the first screen nothing)', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Products' });
    expect(panelOf(button)).toBeEmptyDOMElement();
    await userEvent.click(button);
    expect(within(panelOf(button)).getAllByRole('link').length).toBeGreaterThan(13);
    await userEvent.keyboard('{Escape}');
    expect(panelOf(button)).toBeEmptyDOMElement();
  });

  it('renders the primary menu top items in a labelled navigation', () => {
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('button', { name: 'Tools' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).getByRole('button', { name: 'Products' })).toHaveAttribute('aria-expanded', 'false');
    // External links use only their path part (SPEC §2).
    expect(within(nav).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/en/about-us?ref=menu#team');
  });

  it('falls back to the categories menu when primary is empty', () => {
    renderMenu([], [menuItem('cat', 'Catalogue')]);
    expect(screen.getByRole('link', { name: 'Catalogue' })).toHaveAttribute('href', '/en/cat');
  });

  it('opens a dropdown for fewer than 13 children on click, with three levels, and closes it with Escape', async () => {
    const { store } = renderMenu();
    const button = screen.getByRole('button', { name: 'Tools' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(store.getState().menu.openPath).toEqual(['tools']);
    const panel = panelOf(button);
    expect(panel).toHaveAttribute('data-variant', 'dropdown');
    expect(within(panel).getByRole('link', { name: 'See all in Tools' })).toHaveAttribute('href', '/en/tools');
    expect(within(panel).getByRole('link', { name: 'Saws' })).toHaveAttribute('href', '/en/saws');
    expect(within(panel).getByRole('link', { name: 'Jigsaws' })).toHaveAttribute('href', '/en/jigsaws');

    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Saws' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Twelve' }));
    expect(panelOf(screen.getByRole('button', { name: 'Twelve' }))).toHaveAttribute('data-variant', 'dropdown');
  });

  it('opens a mega menu for 13 or more children on hover, with level-2 column headings and their children', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Products' });
    await userEvent.hover(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = panelOf(button);
    expect(panel).toHaveAttribute('data-variant', 'mega');
    const columns = within(panel).getAllByRole('listitem').filter((li) => li.parentElement?.parentElement === panel.firstElementChild);
    expect(columns).toHaveLength(13);
    expect(within(columns[0]!).getByRole('link', { name: 'Group 1' })).toHaveAttribute('href', '/en/group-1');
    expect(within(columns[0]!).getByRole('link', { name: 'Item 1a' })).toHaveAttribute('href', '/en/group-1-a');
    // SPEC §9: 4 columns, 5 from 1200 px.
    const grid = columns[0]!.parentElement!;
    const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('\n');
    const gridClass = Array.from(grid.classList).find((name) => css.includes(`.${name}{`) && css.includes('repeat(4'));
    expect(gridClass).toBeDefined();
    expect(css).toMatch(new RegExp(`\\.${gridClass}\\{[^}]*grid-template-columns:repeat\\(4, minmax\\(0, 1fr\\)\\)`));
    expect(css).toMatch(
      new RegExp(`@media \\(min-width: 1200px\\)\\{\\.${gridClass}\\{grid-template-columns:repeat\\(5, minmax\\(0, 1fr\\)\\)`),
    );
    // A click right after the hover keeps the panel open instead of closing it.
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('is keyboard operable: Enter opens, Tab walks the links, leaving the item closes it', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Tools' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'See all in Tools' })).toHaveFocus();
    for (let i = 0; i < 6; i++) await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Products' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on mouse leave', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Tools' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.unhover(button.parentElement!);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on route change (following a menu link)', async () => {
    const { store } = renderMenu();
    const button = screen.getByRole('button', { name: 'Products' });
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('link', { name: 'Item 2b' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/en/group-2-b');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(store.getState().menu.openPath).toEqual([]);
  });

  it('closes on route change (navigation elsewhere)', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Tools' });
    await userEvent.click(button);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/en/elsewhere');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows the disclosure-navigation keys: ArrowDown / ArrowUp open the panel and move between its links', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Tools' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = panelOf(button);
    const link = (name: string) => within(panel).getByRole('link', { name });
    expect(link('See all in Tools')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(link('Saws')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(link('Jigsaws')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(link('Saws')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(link('Hammers')).toHaveFocus();
    // The last link stays the last (no wrap to the top).
    await userEvent.keyboard('{ArrowDown}');
    expect(link('Hammers')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(link('See all in Tools')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    // ArrowUp on the closed button opens it at the last link; ArrowDown on the open button goes to the first.
    await userEvent.keyboard('{ArrowUp}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(link('Hammers')).toHaveFocus();
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(link('See all in Tools')).toHaveFocus();
  });

  it('keeps an open panel within the window: its max-height is the room below its top, and it scrolls inside', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Twelve' });
    const panel = panelOf(button);
    jest.spyOn(panel, 'getBoundingClientRect').mockReturnValue({ top: 160 } as DOMRect);
    await userEvent.click(button);
    expect(panel.style.maxHeight).toBe(`${window.innerHeight - 160 - 16}px`);
    const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('\n');
    const panelRule = Array.from(panel.classList)
      .map((name) => new RegExp(`\\.${name}\\{([^}]*)\\}`).exec(css)?.[1] ?? '')
      .join(';');
    expect(panelRule).toContain('overflow-y:auto');
    // A smaller window after a resize shrinks it.
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 500 });
    fireEvent(window, new Event('resize'));
    expect(panel.style.maxHeight).toBe('324px');
    Reflect.deleteProperty(window, 'innerHeight');
  });
});
