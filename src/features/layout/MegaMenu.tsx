import { useEffect, useId, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import type { MenuItem } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { media, theme as appTheme } from '../../styles/theme';
import { isDropdown, menuClosed, menuItemPath, menuOpened, selectOpenPath } from '../menu';
import { messages } from './messages';
import { Container } from '../../components';
import { useNavigationItems } from './useNavigationItems';

/** Below 992 px the burger menu takes over. (Hiding below the breakpoint, rather than showing from it.) */
const belowLg = `@media (max-width: ${appTheme.breakpoints.lg - 0.02}px)`;

const Nav = styled.nav`
  position: relative;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.white};
  ${belowLg} {
    display: none;
  }
`;

const TopList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Static, so the mega panel positions against the whole nav; the dropdown against its item. */
const TopItem = styled.li<{ $dropdown: boolean }>`
  position: ${({ $dropdown }) => ($dropdown ? 'relative' : 'static')};
`;

const topEntry = `
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 14px 16px;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
`;

const TopLink = styled(Link)`
  ${topEntry}
  color: ${({ theme }) => theme.colors.text};
  &:hover,
  &:focus-visible {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const TopButton = styled.button`
  ${topEntry}
  color: ${({ theme }) => theme.colors.text};
  &:hover,
  &:focus-visible,
  &[aria-expanded='true'] {
    color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

/** Never taller than the window: the open panel's max-height is set to the room below it (calc() before that). */
const Panel = styled.div`
  position: absolute;
  top: 100%;
  z-index: ${({ theme }) => theme.zIndex.menu};
  max-height: calc(100vh - 176px);
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow};
  &[hidden] {
    display: none;
  }
`;

const DropdownPanel = styled(Panel)`
  left: 0;
  min-width: 240px;
  padding: 8px 0;
`;

const MegaPanel = styled(Panel)`
  left: 0;
  right: 0;
  padding: 24px 0;
`;

/** SPEC §2/§9: 4 columns, 5 from 1200 px. */
const Columns = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 24px 32px;
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
  ${media.xl} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const PlainList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SubList = styled(PlainList)`
  margin: 6px 0 0;
`;

const MenuLink = styled(Link)<{ $strong?: boolean; $indent?: boolean }>`
  display: block;
  padding: ${({ $indent }) => ($indent ? '4px 16px 4px 32px' : '6px 16px')};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ $strong }) => ($strong ? 600 : 400)};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const ColumnHeading = styled(Link)`
  display: block;
  margin-bottom: 4px;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

const ColumnLink = styled(Link)`
  display: block;
  padding: 3px 0;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

/** The links of a panel, in reading order. */
const panelLinks = (panel: HTMLElement | null): HTMLElement[] =>
  Array.from(panel?.querySelectorAll<HTMLElement>('a[href]') ?? []);

interface PanelProps {
  item: MenuItem;
  /** 'Show all in …': the link to the item itself. */
  allLabel: string;
}

/** A dropdown's links: the item itself, its children and their children (indented). */
function DropdownLinks({ item, allLabel }: PanelProps) {
  return (
    <PlainList>
      <li>
        <MenuLink to={menuItemPath(item)} $strong>
          {allLabel}
        </MenuLink>
      </li>
      {item.children.map((child) => (
        <li key={child.id}>
          <MenuLink to={menuItemPath(child)}>{child.name}</MenuLink>
          {child.children.length > 0 && (
            <PlainList>
              {child.children.map((grandchild) => (
                <li key={grandchild.id}>
                  <MenuLink to={menuItemPath(grandchild)} $indent>
                    {grandchild.name}
                  </MenuLink>
                </li>
              ))}
            </PlainList>
          )}
        </li>
      ))}
    </PlainList>
  );
}

/** A mega panel: the item itself, then a column per child with the grandchildren below it. */
function MegaColumns({ item, allLabel }: PanelProps) {
  return (
    <Container>
      <ColumnHeading to={menuItemPath(item)}>{allLabel}</ColumnHeading>
      <Columns data-columns="4 5@xl">
        {item.children.map((child) => (
          <li key={child.id}>
            <ColumnHeading to={menuItemPath(child)}>{child.name}</ColumnHeading>
            {child.children.length > 0 && (
              <SubList>
                {child.children.map((grandchild) => (
                  <li key={grandchild.id}>
                    <ColumnLink to={menuItemPath(grandchild)}>{grandchild.name}</ColumnLink>
                  </li>
                ))}
              </SubList>
            )}
          </li>
        ))}
      </Columns>
    </Container>
  );
}

/** Open: never taller than the window below the panel's top (16 px kept free); longer panels scroll inside. */
function usePanelFit(panelRef: RefObject<HTMLDivElement | null>, open: boolean) {
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return undefined;
    const fit = () => {
      const top = Math.max(0, panel.getBoundingClientRect().top);
      panel.style.maxHeight = `${Math.max(120, window.innerHeight - top - 16)}px`;
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [open]);
}

interface TopEntryProps {
  item: MenuItem;
  open: boolean;
  onOpen: (byHover: boolean) => void;
  onToggle: () => void;
  onClose: () => void;
}

/**
 * A top item with children: a disclosure button and its dropdown list or mega panel (WAI-ARIA disclosure
 * navigation). On the button ArrowDown / ArrowUp open the panel and move to its first / last link; in the panel
 * ArrowDown / ArrowUp move to the next / previous link, Home / End to the first / last; Escape closes it and
 * returns focus to the button.
 */
function TopEntryWithChildren({ item, open, onOpen, onToggle, onClose }: TopEntryProps) {
  const intl = useIntl();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  /** The link to focus once the panel shows (opened from the keyboard). */
  const focusOnOpen = useRef<number | null>(null);
  const dropdown = isDropdown(item);
  const allLabel = intl.formatMessage(messages.showAll, { name: item.name });
  /** Focuses the panel's link at an index; -1 is the last. */
  const focusLink = (index: number) => {
    const links = panelLinks(panelRef.current);
    links[index < 0 ? links.length + index : index]?.focus();
  };

  usePanelFit(panelRef, open);

  useEffect(() => {
    if (open && focusOnOpen.current !== null) focusLink(focusOnOpen.current);
    focusOnOpen.current = null;
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = event.key === 'ArrowDown' ? 0 : event.key === 'ArrowUp' ? -1 : null;
    if (at === null) return;
    event.preventDefault();
    if (open) focusLink(at);
    else {
      focusOnOpen.current = at;
      onOpen(false);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const links = panelLinks(panelRef.current);
    const index = links.indexOf(document.activeElement as HTMLElement);
    const last = links.length - 1;
    const next = { ArrowDown: Math.min(index + 1, last), ArrowUp: Math.max(index - 1, 0), Home: 0, End: last }[event.key];
    if (next === undefined || index < 0) return;
    event.preventDefault();
    event.stopPropagation();
    links[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onClose();
      buttonRef.current?.focus();
    }
  };
  // Keyboard users tabbing out close it. A null relatedTarget (a click on plain text in the panel) does not.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !event.currentTarget.contains(next)) onClose();
  };

  return (
    <TopItem
      $dropdown={dropdown}
      onMouseEnter={() => onOpen(true)}
      onMouseLeave={() => open && onClose()}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <TopButton
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        onKeyDown={onButtonKeyDown}
      >
        {item.name}
        <Chevron />
      </TopButton>
      {dropdown ? (
        <DropdownPanel ref={panelRef} id={panelId} hidden={!open} data-variant="dropdown" onKeyDown={onPanelKeyDown}>
          {open && <DropdownLinks item={item} allLabel={allLabel} />}
        </DropdownPanel>
      ) : (
        <MegaPanel ref={panelRef} id={panelId} hidden={!open} data-variant="mega" onKeyDown={onPanelKeyDown}>
          {open && <MegaColumns item={item} allLabel={allLabel} />}
        </MegaPanel>
      )}
    </TopItem>
  );
}

/**
 * SPEC §2 navigation on desktop (≥ 992 px): the primary menu (or categories), up to three levels. A top item
 * with fewer than 13 children opens a dropdown, otherwise a mega menu (4 columns, 5 from 1200 px). Opens on
 * hover and on click / Enter / ArrowDown; closes on mouse leave, Escape, focus leaving, and route change. An open
 * panel is never taller than the window (it scrolls inside).
 * The open level lives in the menu slice (menuOpened / menuClosed).
 */
export default function MegaMenu() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const items = useNavigationItems();
  const openId = useAppSelector(selectOpenPath)[0] ?? null;
  /** The item opened by hover: a click on it right after keeps it open instead of toggling it shut. */
  const hoverOpened = useRef<string | null>(null);

  // A menu level closes on route change (SPEC §2).
  useEffect(() => {
    hoverOpened.current = null;
    dispatch(menuClosed({ level: 0 }));
  }, [location.key, location.pathname, location.search, dispatch]);

  if (items.length === 0) return null;

  const close = () => {
    hoverOpened.current = null;
    dispatch(menuClosed({ level: 0 }));
  };

  return (
    <Nav aria-label={intl.formatMessage(messages.mainNavigation)}>
      <Container>
        <TopList>
          {items.map((item) =>
            item.children.length === 0 ? (
              <TopItem key={item.id} $dropdown>
                <TopLink to={menuItemPath(item)}>{item.name}</TopLink>
              </TopItem>
            ) : (
              <TopEntryWithChildren
                key={item.id}
                item={item}
                open={openId === item.id}
                onOpen={(byHover) => {
                  if (openId === item.id) return;
                  hoverOpened.current = byHover ? item.id : null;
                  dispatch(menuOpened({ level: 0, id: item.id }));
                }}
                onToggle={() => {
                  if (openId !== item.id) {
                    hoverOpened.current = null;
                    dispatch(menuOpened({ level: 0, id: item.id }));
                  } else if (hoverOpened.current === item.id) {
                    hoverOpened.current = null; // opened by hover a moment ago: the click confirms it
                  } else {
                    close();
                  }
                }}
                onClose={close}
              />
            ),
          )}
        </TopList>
      </Container>
    </Nav>
  );
}
