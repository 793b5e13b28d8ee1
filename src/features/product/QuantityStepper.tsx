import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { productMessages } from './messages';

/** The largest quantity the stepper accepts (guards against absurd input). */
export const MAX_QUANTITY = 99999;

/** A whole number from 1 to MAX_QUANTITY typed by the user, or null. Never NaN. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) && value >= 1 && value <= MAX_QUANTITY ? value : null;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;

  label {
    font-weight: 600;
    font-size: 0.875rem;
  }
`;

const Row = styled.div`
  display: inline-flex;
  align-items: stretch;
  height: 40px;
`;

const Step = styled.button`
  width: 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;

  &:first-child {
    border-radius: ${({ theme }) => theme.radius} 0 0 ${({ theme }) => theme.radius};
  }
  &:last-child {
    border-radius: 0 ${({ theme }) => theme.radius} ${({ theme }) => theme.radius} 0;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Input = styled.input`
  width: 72px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 0;
  border-right: 0;
  text-align: center;
  font: inherit;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    border-left: 1px solid ${({ theme }) => theme.colors.danger};
    border-right: 1px solid ${({ theme }) => theme.colors.danger};
  }
`;

const Error = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.8125rem;
`;

export interface QuantityStepperProps {
  /** What the field shows (the typed text, possibly invalid). */
  value: string;
  onChange: (text: string) => void;
}

/** Quantity field with − / + buttons: a whole number ≥ 1; invalid input shows an error text. */
export function QuantityStepper({ value, onChange }: QuantityStepperProps) {
  const intl = useIntl();
  const id = useId();
  const errorId = `${id}-error`;
  const parsed = parseQuantity(value);
  const base = parsed ?? 1;
  return (
    <Wrapper>
      <label htmlFor={id}>{intl.formatMessage(productMessages.quantity)}</label>
      <Row>
        <Step
          type="button"
          aria-label={intl.formatMessage(productMessages.decrease)}
          disabled={parsed !== null && parsed <= 1}
          onClick={() => onChange(String(Math.max(1, parsed === null ? 1 : parsed - 1)))}
        >
          <span aria-hidden="true">−</span>
        </Step>
        <Input
          id={id}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={value}
          aria-invalid={parsed === null}
          aria-describedby={parsed === null ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => {
            if (value.trim() !== value) onChange(value.trim());
          }}
        />
        <Step
          type="button"
          aria-label={intl.formatMessage(productMessages.increase)}
          disabled={parsed !== null && parsed >= MAX_QUANTITY}
          onClick={() => onChange(String(Math.min(MAX_QUANTITY, parsed === null ? base : parsed + 1)))}
        >
          <span aria-hidden="true">+</span>
        </Step>
      </Row>
      {parsed === null && (
        <Error id={errorId} role="alert">
          {intl.formatMessage(productMessages.quantityInvalid, { max: MAX_QUANTITY })}
        </Error>
      )}
    </Wrapper>
  );
}
