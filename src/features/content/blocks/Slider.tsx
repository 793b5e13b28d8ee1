import { useEffect, useId, useState, type FocusEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { BlockList } from './BlockList';
import { blockMessages, sliderGoTo, sliderSlideLabel } from './messages';
import { childBlocks, clamp, num, params } from '../../../../common/content/params';
import type { BlockProps } from './registry';

export const SLIDER_DEFAULT_INTERVAL_MS = 6000;
const MIN_INTERVAL_MS = 2000;
const MAX_INTERVAL_MS = 60000;

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** True while the user asks for reduced motion (false where matchMedia is missing). */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(
    () => typeof window !== 'undefined' && typeof window.matchMedia === 'function'
      ? window.matchMedia(REDUCED_MOTION_QUERY).matches
      : false,
  );
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(REDUCED_MOTION_QUERY);
    const onChange = () => setReduced(query.matches);
    onChange();
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, []);
  return reduced;
}

const Carousel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
`;

const Slides = styled.div`
  order: 1;
  min-width: 0;
`;

const Slide = styled.div`
  min-width: 0;

  &[hidden] {
    display: none;
  }
`;

const Controls = styled.div`
  order: 2;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
`;

const ControlButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.primary};

  &:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
`;

const Dots = styled.div`
  display: flex;
  gap: 4px;
  margin-inline: 8px;
`;

const Dot = styled.button<{ $active: boolean }>`
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: none;

  &::before {
    content: '';
    display: block;
    width: 10px;
    height: 10px;
    margin: auto;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  }
`;

function ControlIcon({ name }: { name: 'prev' | 'next' | 'pause' | 'play' }) {
  const paths: Record<typeof name, string> = {
    prev: 'M15 6l-6 6 6 6',
    next: 'M9 6l6 6-6 6',
    pause: 'M9 6v12M15 6v12',
    play: 'M8 5.5v13l11-6.5z',
  };
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill={name === 'play' ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}

/**
 * slider: { intervalMs?: number } with child blocks as slides — an accessible carousel (WAI-ARIA APG):
 * a rotation button first, previous / next buttons and slide pickers; it auto-advances every intervalMs
 * (default 6000) except while hovered or focused, after the user paused it, or when the user prefers reduced
 * motion (then it starts paused).
 */
export function SliderBlock({ block }: BlockProps) {
  const intl = useIntl();
  const slidesId = useId();
  const slides = childBlocks(block);
  const count = slides.length;
  const intervalMs = clamp(num(params(block), 'intervalMs') ?? SLIDER_DEFAULT_INTERVAL_MS, MIN_INTERVAL_MS, MAX_INTERVAL_MS);
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  /** null until the user presses play / pause. */
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const playing = !(userPaused ?? reducedMotion);
  const rotating = playing && !hovered && !focused && count > 1;
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [rotating, intervalMs, count]);

  if (count === 0) return null;

  const go = (next: number) => setIndex(((next % count) + count) % count);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocused(false);
  };

  return (
    <Carousel
      aria-roledescription="carousel"
      aria-label={intl.formatMessage(blockMessages.sliderLabel)}
      data-block="slider"
      data-rotating={rotating}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {count > 1 && (
        <Controls>
          <ControlButton
            type="button"
            aria-label={intl.formatMessage(playing ? blockMessages.sliderPause : blockMessages.sliderPlay)}
            onClick={() => setUserPaused(playing)}
          >
            <ControlIcon name={playing ? 'pause' : 'play'} />
          </ControlButton>
          <ControlButton
            type="button"
            aria-controls={slidesId}
            aria-label={intl.formatMessage(blockMessages.sliderPrevious)}
            onClick={() => go(current - 1)}
          >
            <ControlIcon name="prev" />
          </ControlButton>
          <Dots>
            {slides.map((slide, i) => (
              <Dot
                key={`${slide.id}:${i}`}
                type="button"
                $active={i === current}
                aria-controls={slidesId}
                aria-current={i === current ? 'true' : undefined}
                aria-label={intl.formatMessage(sliderGoTo, { index: i + 1 })}
                onClick={() => go(i)}
              />
            ))}
          </Dots>
          <ControlButton
            type="button"
            aria-controls={slidesId}
            aria-label={intl.formatMessage(blockMessages.sliderNext)}
            onClick={() => go(current + 1)}
          >
            <ControlIcon name="next" />
          </ControlButton>
        </Controls>
      )}
      <Slides id={slidesId} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <Slide
            key={`${slide.id}:${i}`}
            role="group"
            aria-roledescription="slide"
            aria-label={intl.formatMessage(sliderSlideLabel, { index: i + 1, total: count })}
            hidden={i !== current}
          >
            <BlockList blocks={[slide]} />
          </Slide>
        ))}
      </Slides>
    </Carousel>
  );
}
