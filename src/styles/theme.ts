/** SPEC §9 visual constants. */
export const theme = {
  colors: {
    primary: '#254F64',
    primaryDark: '#1a3949',
    primaryLight: '#e8eff2',
    accent: '#e5a11a',
    text: '#1d2428',
    muted: '#5d6b73',
    border: '#d6dde1',
    background: '#ffffff',
    surface: '#f5f7f8',
    success: '#2e7d32',
    danger: '#c62828',
    /** Text and white-on-it reach WCAG AA (5.7:1); the former #b26a00 had 4.2:1 (issue 16: checkout, receipt). */
    warning: '#945800',
    white: '#ffffff',
  },
  breakpoints: { sm: 576, md: 768, lg: 992, xl: 1200 },
  containerMaxWidth: 1440,
  toastMaxWidth: 350,
  progressBarHeight: 2,
  flagSize: 22,
  radius: '4px',
  shadow: '0 2px 8px rgba(29, 36, 40, 0.12)',
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    size: '16px',
  },
  zIndex: { header: 100, menu: 200, panel: 300, toast: 400, loadingBar: 500 },
} as const;

export type AppTheme = typeof theme;

/** Media query helper: `${media.md} { … }` applies from 768 px up. */
export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm}px)`,
  md: `@media (min-width: ${theme.breakpoints.md}px)`,
  lg: `@media (min-width: ${theme.breakpoints.lg}px)`,
  xl: `@media (min-width: ${theme.breakpoints.xl}px)`,
} as const;
