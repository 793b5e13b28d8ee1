import { act, fireEvent, screen } from '@testing-library/react';
import type { Block } from '../../../src/api/types';
import { BlockRenderer } from '../../../src/features/content/blocks/BlockRenderer';
import { SLIDER_DEFAULT_INTERVAL_MS } from '../../../src/features/content/blocks/Slider';
import { renderWithProviders } from '../renderWithProviders';
import { loadRegisteredBlocks } from './loadBlocks';
import { mockMatchMedia } from '../matchMedia';

const slide = (n: number): Block => ({ id: `s${n}`, type: 'header', parameters: { text: `Slide ${n}` } });
const slider = (parameters: Record<string, unknown> = {}): Block => ({
  id: 'slider',
  type: 'slider',
  parameters,
  children: [slide(1), slide(2), slide(3)],
});

const visibleSlide = () => screen.getAllByRole('heading').map((h) => h.textContent);

const advance = async (ms: number) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
};

function mockReducedMotion(matches: boolean) {
  mockMatchMedia(() => matches);
}

beforeAll(loadRegisteredBlocks);

describe('slider block', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('is an accessible carousel showing one slide at a time', () => {
    renderWithProviders(<BlockRenderer blocks={[slider()]} />);
    const carousel = screen.getByRole('region', { name: 'Slideshow' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(3);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(slides[0]).toHaveAccessibleName('1 of 3');
    expect(slides[0]).toBeVisible();
    expect(slides[1]).not.toBeVisible();
    expect(visibleSlide()).toEqual(['Slide 1']);
  });

  it('auto-advances every 6000 ms by default, wrapping around', async () => {
    expect(SLIDER_DEFAULT_INTERVAL_MS).toBe(6000);
    renderWithProviders(<BlockRenderer blocks={[slider()]} />);
    await advance(5999);
    expect(visibleSlide()).toEqual(['Slide 1']);
    await advance(1);
    expect(visibleSlide()).toEqual(['Slide 2']);
    await advance(12000);
    expect(visibleSlide()).toEqual(['Slide 1']);
  });

  it('uses intervalMs', async () => {
    renderWithProviders(<BlockRenderer blocks={[slider({ intervalMs: 3000 })]} />);
    await advance(3000);
    expect(visibleSlide()).toEqual(['Slide 2']);
  });

  it('has previous / next buttons and slide pickers', () => {
    renderWithProviders(<BlockRenderer blocks={[slider()]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide()).toEqual(['Slide 2']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlide()).toEqual(['Slide 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2' }));
    expect(visibleSlide()).toEqual(['Slide 2']);
    expect(screen.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('pauses while hovered or focused', async () => {
    renderWithProviders(<BlockRenderer blocks={[slider()]} />);
    const carousel = screen.getByRole('region', { name: 'Slideshow' });
    fireEvent.mouseEnter(carousel);
    await advance(20000);
    expect(visibleSlide()).toEqual(['Slide 1']);
    fireEvent.mouseLeave(carousel);
    await advance(6000);
    expect(visibleSlide()).toEqual(['Slide 2']);

    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }));
    await advance(20000);
    expect(visibleSlide()).toEqual(['Slide 2']);
    expect(screen.getByRole('region', { name: 'Slideshow' }).querySelector('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('stops with the pause button and restarts with play', async () => {
    renderWithProviders(<BlockRenderer blocks={[slider()]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play slideshow' }));
    await advance(20000);
    expect(visibleSlide()).toEqual(['Slide 1']);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause slideshow' }));
    await advance(6000);
    expect(visibleSlide()).toEqual(['Slide 2']);
  });

  it('does not auto-advance when the user prefers reduced motion', async () => {
    mockReducedMotion(true);
    renderWithProviders(<BlockRenderer blocks={[slider()]} />);
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    await advance(20000);
    expect(visibleSlide()).toEqual(['Slide 1']);
  });

  it('shows a single slide without controls', () => {
    renderWithProviders(
      <BlockRenderer blocks={[{ id: 'one', type: 'slider', parameters: {}, children: [slide(1)] }]} />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(visibleSlide()).toEqual(['Slide 1']);
  });
});
