export { default as Header, type HeaderProps } from './Header';
export { default as TopBar } from './TopBar';
export { default as MainBar, type MainBarProps } from './MainBar';
export { default as MegaMenu } from './MegaMenu';
export { default as BurgerMenu, type BurgerMenuProps } from './BurgerMenu';
export { default as SearchField } from './SearchField';
export { default as LocaleChanger, localeHref } from './LocaleChanger';
export { default as CustomerCenterMenu, type CustomerCenterMenuProps } from './CustomerCenterMenu';
