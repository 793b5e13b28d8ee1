import { useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { componentMessages } from './messages';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 8))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  vertical-align: middle;
  animation: ${spin} 0.75s linear infinite;
`;

export interface SpinnerProps {
  /** Pixel size; default 20. */
  size?: number;
  /** Accessible label; default 'Loading…' (translated). */
  label?: string;
  /** Inside a control that announces its own busy state: no role, hidden from assistive technology. */
  decorative?: boolean;
  className?: string;
}

/** A spinning ring in the current text colour; role=status with a label unless decorative. */
export function Spinner({ size = 20, label, decorative = false, className }: SpinnerProps) {
  const intl = useIntl();
  if (decorative) return <Ring $size={size} className={className} aria-hidden="true" />;
  return (
    <Ring
      $size={size}
      className={className}
      role="status"
      aria-label={label ?? intl.formatMessage(componentMessages.spinnerLoading)}
    />
  );
}
