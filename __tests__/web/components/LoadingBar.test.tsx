import { act, screen } from '@testing-library/react';
import {
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_FADE_MS,
  LOADING_BAR_FINISH_MS,
  LOADING_BAR_THROTTLE_MS,
  LoadingBar,
  type LoadingBarState,
  loadingBarProgress,
} from '../../../src/components/LoadingBar';
import { theme } from '../../../src/styles/theme';
import { renderWithProviders } from '../renderWithProviders';

const advance = async (ms: number) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
};

function setup(initial: LoadingBarState) {
  const view = renderWithProviders(<LoadingBar state={initial} />);
  return { ...view, set: (state: LoadingBarState) => view.rerender(<LoadingBar state={state} />) };
}

describe('LoadingBar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('exports the spec constants', () => {
    expect(LOADING_BAR_THROTTLE_MS).toBe(200);
    expect(LOADING_BAR_DURATION_MS).toBe(5000);
  });

  it('is not visible before the 200 ms throttle, visible after', async () => {
    setup('loading');
    await advance(LOADING_BAR_THROTTLE_MS - 1);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await advance(1);
    const bar = screen.getByRole('progressbar', { name: 'Loading page' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveStyle({ backgroundColor: theme.colors.primary });
    expect(bar.parentElement).toHaveStyle({ position: 'fixed', top: '0px', height: `${theme.progressBarHeight}px` });
  });

  it('never shows for a navigation that finishes within the throttle', async () => {
    const { set } = setup('loading');
    await advance(150);
    set('done');
    await advance(1000);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('grows towards 90 % over about 5000 ms', async () => {
    setup('loading');
    await advance(LOADING_BAR_THROTTLE_MS + 1000);
    const early = Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
    expect(early).toBeGreaterThan(10);
    expect(early).toBeLessThan(90);
    await advance(LOADING_BAR_DURATION_MS);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '90');
    expect(loadingBarProgress(0)).toBe(0);
    expect(loadingBarProgress(LOADING_BAR_DURATION_MS * 2)).toBe(90);
  });

  it('completes to 100 % and fades out on done', async () => {
    const { set } = setup('loading');
    await advance(LOADING_BAR_THROTTLE_MS + 500);
    set('done');
    await advance(0);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar.style.width).toBe('100%');
    await advance(LOADING_BAR_FINISH_MS);
    expect(bar.style.opacity).toBe('0');
    await advance(LOADING_BAR_FADE_MS);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('turns red and fades out on failed', async () => {
    const { set } = setup('loading');
    await advance(LOADING_BAR_THROTTLE_MS + 300);
    set('failed');
    await advance(0);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('data-failed', 'true');
    expect(bar).toHaveStyle({ backgroundColor: theme.colors.danger });
    await advance(LOADING_BAR_FINISH_MS + LOADING_BAR_FADE_MS);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('turns red when marked failed right after done', async () => {
    const { set } = setup('loading');
    await advance(LOADING_BAR_THROTTLE_MS + 300);
    set('done');
    await advance(50);
    set('failed');
    await advance(0);
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-failed', 'true');
    await advance(LOADING_BAR_FINISH_MS + LOADING_BAR_FADE_MS);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('restarts for a new navigation', async () => {
    const { set } = setup('loading');
    await advance(LOADING_BAR_THROTTLE_MS + 100);
    set('done');
    await advance(LOADING_BAR_FINISH_MS + LOADING_BAR_FADE_MS);
    set('loading');
    await advance(LOADING_BAR_THROTTLE_MS);
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('data-failed');
  });
});
