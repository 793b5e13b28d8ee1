import { fireEvent, screen } from '@testing-library/react';
import { CheckMark } from '../../../src/components/CheckMark';
import { Container } from '../../../src/components/Container';
import { Flag, type FlagCode } from '../../../src/components/Flag';
import { Spinner } from '../../../src/components/Spinner';
import { Tooltip } from '../../../src/components/Tooltip';
import { VisuallyHidden } from '../../../src/components/VisuallyHidden';
import { theme } from '../../../src/styles/theme';
import { renderWithProviders } from '../renderWithProviders';

describe('Container', () => {
  it('limits the width to the theme container width', () => {
    renderWithProviders(<Container data-testid="c">content</Container>);
    expect(screen.getByTestId('c')).toHaveStyle({ maxWidth: `${theme.containerMaxWidth}px` });
    expect(theme.containerMaxWidth).toBe(1440);
  });
});

describe('Spinner', () => {
  it('is a labelled status', () => {
    renderWithProviders(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('takes a custom label, or none when decorative', () => {
    const { unmount } = renderWithProviders(<Spinner label="Searching" />);
    expect(screen.getByRole('status', { name: 'Searching' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('VisuallyHidden and CheckMark', () => {
  it('keeps hidden text accessible and the icon decorative unless titled', () => {
    renderWithProviders(
      <button type="button">
        <CheckMark />
        <VisuallyHidden>Added to cart</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Added to cart' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('names a titled check mark', () => {
    renderWithProviders(<CheckMark title="Done" />);
    expect(screen.getByRole('img', { name: 'Done' })).toBeInTheDocument();
  });
});

describe('Tooltip', () => {
  it('describes its trigger and shows on hover and focus', () => {
    renderWithProviders(
      <Tooltip content="Log in to see your prices">
        <button type="button">Log in</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toHaveAccessibleDescription('Log in to see your prices');
    const tip = screen.getByRole('tooltip', { hidden: true });
    expect(tip).not.toBeVisible();

    fireEvent.mouseEnter(button);
    expect(screen.getByRole('tooltip')).toBeVisible();
    fireEvent.mouseLeave(button);
    expect(tip).not.toBeVisible();

    fireEvent.focus(button);
    expect(tip).toBeVisible();
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(tip).not.toBeVisible();
    fireEvent.blur(button);
    fireEvent.focus(button);
    expect(tip).toBeVisible();
  });
});

describe('Flag', () => {
  const codes: FlagCode[] = ['da', 'en', 'sv', 'nb', 'fi'];

  it.each(codes)('renders a 22 × 22 %s flag with an accessible name', (code) => {
    renderWithProviders(<Flag code={code} title={`Flag ${code}`} />);
    const svg = screen.getByRole('img', { name: `Flag ${code}` });
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg).toHaveAttribute('width', String(theme.flagSize));
    expect(svg).toHaveAttribute('height', '22');
    expect(svg).toHaveAttribute('data-flag', code);
  });

  it('is decorative without a title', () => {
    renderWithProviders(<Flag code="da" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
