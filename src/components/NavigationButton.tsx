import { useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { CheckMark } from './CheckMark';
import { componentMessages, navButtonFailedWithReason } from './messages';
import { Spinner } from './Spinner';
import { VisuallyHidden } from './VisuallyHidden';

/** SPEC §2 / §4 button states. */
export type NavigationButtonState = 'idle' | 'loading' | 'failed' | 'added';

/** SPEC §9: the loading state clears after (at least) 500 ms. */
export const LOADING_CLEAR_MS = 500;
/** SPEC §8 / §9: the failed state lasts 2000 ms, with the error as the title. */
export const FAILED_MS = 2000;
/** How long the 'added' confirmation stays before the button is idle again (not fixed by the spec). */
export const ADDED_MS = 2000;

export type NavigationButtonVariant = 'primary' | 'secondary';

export interface NavigationButtonProps {
  children: ReactNode;
  /**
   * Click handler. When it returns a promise the button shows loading while it is pending (at least
   * LOADING_CLEAR_MS), then 'added' on resolve or 'failed' for FAILED_MS on reject.
   */
  onClick?: (event: MouseEvent<HTMLElement>) => Promise<unknown> | void;
  /** Renders a react-router Link to this path instead of a button. */
  to?: string;
  /** Label of the added state; default 'Added' (translated). */
  addedLabel?: ReactNode;
  /** Label of the failed state; default 'Failed' (translated). */
  failedLabel?: ReactNode;
  /** How long 'added' shows; default ADDED_MS. */
  addedMs?: number;
  variant?: NavigationButtonVariant;
  type?: 'button' | 'submit';
  disabled?: boolean;
  fullWidth?: boolean;
  title?: string;
  className?: string;
  'aria-label'?: string;
  /** A role for the button, e.g. 'menuitem' inside a menu (with tabIndex -1 for its roving focus). */
  role?: string;
  tabIndex?: number;
  /**
   * Keeps the button as wide as its widest state label (idle, added, failed — when they are text), so a state
   * change does not move what is around it.
   */
  steadyWidth?: boolean;
  /**
   * Puts the state announcement (a status live region) at the end of the document body instead of next to the
   * button: for a button inside a widget that may only hold its items — in a role=menu a status element breaks the
   * menu (axe's critical aria-required-children; issue 16).
   */
  announceInBody?: boolean;
}

/** The message of an Error, an RTK Query error ({ data: { message } }, { error }), or a string. */
export function errorMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error.trim() || undefined;
  if (error instanceof Error) return error.message || undefined;
  if (error && typeof error === 'object') {
    const record = error as Record<string, unknown>;
    if (typeof record.message === 'string' && record.message) return record.message;
    const data = record.data;
    if (data && typeof data === 'object') {
      const message = (data as Record<string, unknown>).message;
      if (typeof message === 'string' && message) return message;
    }
    if (typeof record.error === 'string' && record.error) return record.error;
  }
  return undefined;
}

interface StyleProps {
  $state: NavigationButtonState;
  $variant: NavigationButtonVariant;
  $fullWidth: boolean;
}

const buttonStyles = css<StyleProps>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  min-height: 40px;
  padding: 0 18px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    color 0.15s ease,
    border-color 0.15s ease;

  ${({ theme, $variant }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.white};
          &:hover {
            background: ${theme.colors.primaryDark};
            color: ${theme.colors.white};
          }
        `
      : css`
          background: ${theme.colors.white};
          color: ${theme.colors.primary};
          border-color: ${theme.colors.primary};
          &:hover {
            background: ${theme.colors.primaryLight};
            color: ${theme.colors.primaryDark};
          }
        `}

  ${({ theme, $state }) =>
    $state === 'added' &&
    css`
      &,
      &:hover {
        background: ${theme.colors.success};
        border-color: ${theme.colors.success};
        color: ${theme.colors.white};
      }
    `}

  ${({ theme, $state }) =>
    $state === 'failed' &&
    css`
      &,
      &:hover {
        background: ${theme.colors.danger};
        border-color: ${theme.colors.danger};
        color: ${theme.colors.white};
      }
    `}

  ${({ $state }) =>
    $state === 'loading' &&
    css`
      cursor: progress;
    `}

  &:disabled,
  &[aria-disabled='true']:not([aria-busy='true']) {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;

const StyledLink = styled(Link)<StyleProps>`
  ${buttonStyles}
`;

/** Keeps the idle label's width (and the accessible name) while the spinner is shown. */
const Label = styled.span<{ $concealed: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  opacity: ${({ $concealed }) => ($concealed ? 0 : 1)};
`;

/** The labels of every state stacked in one grid cell: the cell is as wide as the widest. */
const Steady = styled.span`
  display: inline-grid;
  justify-items: center;

  > * {
    grid-area: 1 / 1;
  }
`;

/**
 * An invisible copy of another state's label, drawn by CSS from data-label: it takes space but is not text of the
 * page (textContent), nor announced (hidden). data-icon reserves the check mark's room in front of it.
 */
const Sizer = styled.span`
  visibility: hidden;
  white-space: nowrap;

  &::before {
    content: attr(data-label);
  }
  &[data-icon] {
    padding-left: 24px;
  }
`;

const Overlay = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

/**
 * The button's state machine: a click whose handler returns a promise shows loading (at least LOADING_CLEAR_MS),
 * then 'added' for addedMs or 'failed' for FAILED_MS with the error, then idle again.
 */
function useActionState(onClick: NavigationButtonProps['onClick'], disabled: boolean, addedMs: number) {
  const intl = useIntl();
  const [state, setState] = useState<NavigationButtonState>('idle');
  const [error, setError] = useState<string | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const run = useRef(0);

  const clearTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  useEffect(
    () => () => {
      run.current += 1; // ignore promises that settle after unmount
      clearTimer();
    },
    [],
  );

  const handleClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (disabled || state === 'loading') {
        event.preventDefault();
        return;
      }
      const result = onClick?.(event);
      if (!result || typeof (result as Promise<unknown>).then !== 'function') return;
      clearTimer();
      const current = ++run.current;
      const started = Date.now();
      setError(undefined);
      setState('loading');
      const settle = (next: 'added' | 'failed', message?: string) => {
        if (run.current !== current) return;
        const wait = Math.max(0, LOADING_CLEAR_MS - (Date.now() - started));
        timer.current = setTimeout(() => {
          if (run.current !== current) return;
          setState(next);
          setError(message);
          timer.current = setTimeout(
            () => {
              if (run.current !== current) return;
              setState('idle');
              setError(undefined);
              timer.current = null;
            },
            next === 'failed' ? FAILED_MS : addedMs,
          );
        }, wait);
      };
      result.then(
        () => settle('added'),
        (reason: unknown) =>
          settle('failed', errorMessage(reason) ?? intl.formatMessage(componentMessages.navButtonUnknownError)),
      );
    },
    [addedMs, disabled, intl, onClick, state],
  );
  return { state, error, handleClick };
}

/**
 * What the button shows in a state: its children (under a spinner while loading), the added label with a check
 * mark, or the failed label; with steadyWidth, invisible copies of the other labels keep its width.
 */
function stateContent(
  state: NavigationButtonState,
  { children, addedLabel, failedLabel, steadyWidth }: Pick<NavigationButtonProps, 'children' | 'addedLabel' | 'failedLabel' | 'steadyWidth'>,
  addedDefault: string,
  failedDefault: string,
): ReactNode {
  const busy = state === 'loading';
  let content: ReactNode;
  if (state === 'added') {
    content = (
      <Label $concealed={false}>
        <CheckMark />
        {addedLabel ?? addedDefault}
      </Label>
    );
  } else if (state === 'failed') {
    content = <Label $concealed={false}>{failedLabel ?? failedDefault}</Label>;
  } else {
    content = (
      <>
        <Label $concealed={busy}>{children}</Label>
        {busy && (
          <Overlay>
            <Spinner decorative size={18} />
          </Overlay>
        )}
      </>
    );
  }
  if (!steadyWidth) return content;
  const addedText = addedLabel ?? addedDefault;
  const failedText = failedLabel ?? failedDefault;
  const sizers = [
    state !== 'idle' && state !== 'loading' && typeof children === 'string' ? { label: children, icon: false } : null,
    state !== 'added' && typeof addedText === 'string' ? { label: addedText, icon: true } : null,
    state !== 'failed' && typeof failedText === 'string' ? { label: failedText, icon: false } : null,
  ];
  return (
    <Steady>
      {content}
      {sizers.map(
        (sizer, i) =>
          sizer && <Sizer key={i} aria-hidden="true" data-label={sizer.label} data-icon={sizer.icon || undefined} />,
      )}
    </Steady>
  );
}

/**
 * A button (or a Link with `to`) whose async action shows loading → added, or failed for 2 s with the error
 * as its title, then idle again (SPEC §2, §8, §9).
 */
export function NavigationButton(props: NavigationButtonProps) {
  const {
    onClick,
    to,
    addedMs = ADDED_MS,
    variant = 'primary',
    type = 'button',
    disabled = false,
    fullWidth = false,
    title,
    className,
    'aria-label': ariaLabel,
    role,
    tabIndex,
    announceInBody = false,
  } = props;
  const intl = useIntl();
  const { state, error, handleClick } = useActionState(onClick, disabled, addedMs);
  const busy = state === 'loading';
  const content = stateContent(
    state,
    props,
    intl.formatMessage(componentMessages.navButtonAdded),
    intl.formatMessage(componentMessages.navButtonFailed),
  );

  let announcement = '';
  if (state === 'loading') announcement = intl.formatMessage(componentMessages.navButtonLoading);
  else if (state === 'added') announcement = intl.formatMessage(componentMessages.navButtonAdded);
  else if (state === 'failed')
    announcement = intl.formatMessage(navButtonFailedWithReason, { message: error ?? '' });

  const status = (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </VisuallyHidden>
  );

  const shared = {
    className,
    title: state === 'failed' && error ? error : title,
    'aria-label': ariaLabel,
    role,
    tabIndex,
    'aria-busy': busy,
    'data-state': state,
    $state: state,
    $variant: variant,
    $fullWidth: fullWidth,
    onClick: handleClick,
  };

  return (
    <>
      {to !== undefined ? (
        <StyledLink to={to} aria-disabled={disabled || busy || undefined} {...shared}>
          {content}
        </StyledLink>
      ) : (
        <StyledButton type={type} disabled={disabled} aria-disabled={busy || undefined} {...shared}>
          {content}
        </StyledButton>
      )}
      {announceInBody ? createPortal(status, document.body) : status}
    </>
  );
}
