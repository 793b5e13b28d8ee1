import { createGlobalStyle } from 'styled-components';

/**
 * App-wide base styles. Render once inside the ThemeProvider.
 * overflow-wrap (issue 16): a word longer than its line — a Finnish compound, a product name, an e-mail address —
 * breaks rather than pushing the page wider than a phone; in headings also in flex and grid items ('anywhere': the
 * longest word does not set the item's least width). Keyboard focus is always visible; mouse focus is not outlined.
 * CSS comments would ship in the first load, so they are here.
 */
export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size};
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
    overflow-wrap: break-word;
  }

  h1,
  h2,
  h3,
  h4 {
    line-height: 1.2;
    margin: 0 0 0.5em;
    overflow-wrap: anywhere;
  }

  p {
    margin: 0 0 1em;
  }

  img,
  svg,
  video,
  iframe {
    max-width: 100%;
  }

  img {
    height: auto;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
    text-underline-offset: 0.15em;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.primaryDark};
  }

  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }

  button {
    cursor: pointer;
  }

  :focus:not(:focus-visible) {
    outline: none;
  }

  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
