import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatQuantity, MAX_QUANTITY, parseQuantityText } from '../../../common/quantity';
import { productMessages } from './messages';

export { MAX_QUANTITY };

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
  /**
   * The unit is sold by measure (the catalogue's flag): the field also takes up to 3 decimals ('12,5' m). The
   * buttons step by one unit either way.
   */
  allowsDecimals?: boolean;
}

/**
 * Quantity field with − / + buttons (one unit per step): a whole number ≥ 1, or for a unit sold by measure a quantity
 * above 0 with up to 3 decimals. Typed and shown in the language's number format (12,5 in Danish; a point is read
 * too, and on leaving the field the text is written the language's way). Invalid input shows an error text.
 */
export function QuantityStepper({ value, onChange, allowsDecimals = false }: QuantityStepperProps) {
  const intl = useIntl();
  const id = useId();
  const errorId = `${id}-error`;
  const parsed = parseQuantityText(value, allowsDecimals);
  const show = (quantity: number) => formatQuantity(quantity, intl.locale);
  // A measured quantity below 1 can still grow by a step; it cannot shrink below 0.
  const canDecrease = parsed !== null && parsed - 1 >= (allowsDecimals ? 0.001 : 1);
  return (
    <Wrapper>
      <label htmlFor={id}>{intl.formatMessage(productMessages.quantity)}</label>
      <Row>
        <Step
          type="button"
          aria-label={intl.formatMessage(productMessages.decrease)}
          disabled={parsed !== null && !canDecrease}
          onClick={() => onChange(show(parsed !== null && canDecrease ? Math.round((parsed - 1) * 1000) / 1000 : 1))}
        >
          <span aria-hidden="true">−</span>
        </Step>
        <Input
          id={id}
          type="text"
          inputMode={allowsDecimals ? 'decimal' : 'numeric'}
          pattern={allowsDecimals ? undefined : '[0-9]*'}
          autoComplete="off"
          value={value}
          aria-invalid={parsed === null}
          aria-describedby={parsed === null ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => {
            const written = parsed === null ? value.trim() : show(parsed);
            if (written !== value) onChange(written);
          }}
        />
        <Step
          type="button"
          aria-label={intl.formatMessage(productMessages.increase)}
          disabled={parsed !== null && parsed + 1 > MAX_QUANTITY}
          onClick={() => onChange(show(parsed === null ? 1 : Math.round((parsed + 1) * 1000) / 1000))}
        >
          <span aria-hidden="true">+</span>
        </Step>
      </Row>
      {parsed === null && (
        <Error id={errorId} role="alert">
          {allowsDecimals
            ? intl.formatMessage(productMessages.measuredQuantityInvalid)
            : intl.formatMessage(productMessages.quantityInvalid, { max: MAX_QUANTITY })}
        </Error>
      )}
    </Wrapper>
  );
}
