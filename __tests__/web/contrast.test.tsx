import { screen } from '@testing-library/react';
import { Badge, type Tone } from '../../src/features/customerCentre/styles';
import { theme } from '../../src/styles/theme';
import { cssOf } from './cssOf';
import { renderWithProviders } from './renderWithProviders';

/**
 * WCAG AA contrast (4.5:1 for normal text; axe's color-contrast, issue 16): the theme's text colours on the page's
 * backgrounds, white text on the theme's coloured backgrounds, and the status badges. The e2e axe walk
 * (e2e/a11y.spec.ts) checks the rendered pages; this keeps the palette from sliding back.
 */

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const { colors } = theme;

describe('theme colours', () => {
  const TEXT = ['text', 'muted', 'primary', 'primaryDark', 'success', 'danger', 'warning'] as const;
  it.each(TEXT)('%s text on white and on the surface colour', (name) => {
    expect(contrast(colors[name], colors.white)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors[name], colors.surface)).toBeGreaterThanOrEqual(4.5);
  });

  // Buttons, the 'added' and 'failed' states, the receipt's payment state.
  it.each(['primary', 'primaryDark', 'success', 'danger', 'warning'] as const)('white text on %s', (name) => {
    expect(contrast(colors.white, colors[name])).toBeGreaterThanOrEqual(4.5);
  });
});

describe('status badges (the customer centre)', () => {
  const TONES: Tone[] = ['success', 'warning', 'danger', 'neutral', 'info'];
  it.each(TONES)('the %s badge text on its background (the green one was 4.44:1)', (tone) => {
    renderWithProviders(<Badge $tone={tone}>In progress</Badge>);
    const css = cssOf(screen.getByText('In progress'));
    const background = /background:(#[0-9a-f]{6})/i.exec(css)?.[1];
    const colour = /[{;]color:(#[0-9a-f]{6})/i.exec(css)?.[1];
    expect(background).toBeDefined();
    expect(colour).toBeDefined();
    expect(contrast(colour!, background!)).toBeGreaterThanOrEqual(4.5);
  });
});
