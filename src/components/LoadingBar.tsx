import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { componentMessages } from './messages';

export type LoadingBarState = 'idle' | 'loading' | 'done' | 'failed';

/** SPEC §9: the loading bar starts after a 200 ms throttle… */
export const LOADING_BAR_THROTTLE_MS = 200;
/** …and runs for about 5000 ms (towards LOADING_BAR_MAX_PROGRESS until the navigation ends). */
export const LOADING_BAR_DURATION_MS = 5000;
export const LOADING_BAR_MAX_PROGRESS = 90;
/** Time to fill up to 100 % on done / failed, then the fade-out time. */
export const LOADING_BAR_FINISH_MS = 200;
export const LOADING_BAR_FADE_MS = 300;
const TICK_MS = 200;

type Phase = 'hidden' | 'running' | 'finishing' | 'fading';

export interface LoadingBarProps {
  state: LoadingBarState;
}

const Track = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.loadingBar};
  height: ${({ theme }) => theme.progressBarHeight}px;
  pointer-events: none;
`;

const Bar = styled.div<{ $failed: boolean }>`
  height: 100%;
  background: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.primary)};
  box-shadow: 0 0 6px ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.primary)};
  transition-property: width, opacity, background-color;
  transition-timing-function: linear, ease-out, ease;
`;

/** Eased progress (0…90) after `elapsed` ms: fast at first, slowing towards LOADING_BAR_MAX_PROGRESS. */
export function loadingBarProgress(elapsed: number): number {
  const t = Math.min(1, Math.max(0, elapsed / LOADING_BAR_DURATION_MS));
  return LOADING_BAR_MAX_PROGRESS * (1 - (1 - t) ** 2);
}

/**
 * The navigation progress bar (SPEC §2, §9): 2 px at the top of the viewport. It appears only when a
 * navigation takes longer than LOADING_BAR_THROTTLE_MS, grows towards 90 % over LOADING_BAR_DURATION_MS,
 * completes to 100 % and fades on done, turns red and fades on failed.
 */
export function LoadingBar({ state }: LoadingBarProps) {
  const intl = useIntl();
  const [phase, setPhase] = useState<Phase>('hidden');
  const [progress, setProgress] = useState(0);
  const [failed, setFailed] = useState(false);
  const phaseRef = useRef<Phase>('hidden');
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const ticker = useRef<ReturnType<typeof setInterval> | null>(null);

  useEffect(() => {
    const go = (next: Phase) => {
      phaseRef.current = next;
      setPhase(next);
    };
    const later = (ms: number, fn: () => void) => {
      timers.current.push(setTimeout(fn, ms));
    };
    const clearAll = () => {
      timers.current.forEach(clearTimeout);
      timers.current = [];
      if (ticker.current !== null) clearInterval(ticker.current);
      ticker.current = null;
    };

    if (state === 'loading') {
      // A new navigation restarts the bar, even while the previous one fades out.
      clearAll();
      go('hidden');
      setProgress(0);
      setFailed(false);
      later(LOADING_BAR_THROTTLE_MS, () => {
        const started = Date.now();
        go('running');
        const tick = () => {
          const elapsed = Date.now() - started;
          setProgress(loadingBarProgress(elapsed));
          if (elapsed >= LOADING_BAR_DURATION_MS && ticker.current !== null) {
            clearInterval(ticker.current);
            ticker.current = null;
          }
        };
        later(16, tick); // the first step after the 0 % frame, so the width transition starts at once
        ticker.current = setInterval(tick, TICK_MS);
      });
    } else if (phaseRef.current === 'running') {
      // done / failed (or idle) while visible: fill up, then fade out.
      clearAll();
      setFailed(state === 'failed');
      setProgress(100);
      go('finishing');
      later(LOADING_BAR_FINISH_MS, () => go('fading'));
      later(LOADING_BAR_FINISH_MS + LOADING_BAR_FADE_MS, () => {
        go('hidden');
        setProgress(0);
      });
    } else if (phaseRef.current === 'hidden') {
      // Finished before the throttle fired: the bar never shows.
      clearAll();
    } else if (state === 'failed') {
      // Marked failed after it completed (e.g. a failing page data refresh): turn red while fading out.
      setFailed(true);
    }
    // Otherwise already finishing or fading: let the fade complete.
  }, [state]);

  useEffect(
    () => () => {
      timers.current.forEach(clearTimeout);
      if (ticker.current !== null) clearInterval(ticker.current);
    },
    [],
  );

  if (phase === 'hidden') return null;
  const widthMs = phase === 'running' ? TICK_MS : LOADING_BAR_FINISH_MS;
  return (
    <Track>
      <Bar
        role="progressbar"
        aria-label={intl.formatMessage(componentMessages.loadingBarLabel)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress)}
        data-phase={phase}
        data-failed={failed || undefined}
        $failed={failed}
        style={{
          width: `${progress}%`,
          opacity: phase === 'fading' ? 0 : 1,
          transitionDuration: `${widthMs}ms, ${LOADING_BAR_FADE_MS}ms, 150ms`,
        }}
      />
    </Track>
  );
}
