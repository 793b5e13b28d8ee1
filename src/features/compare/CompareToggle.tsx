import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Tooltip } from '../../components/Tooltip';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { COMPARE_LIMIT, compareAdded, compareRemoved, selectCompareIds } from './compareSlice';
import { compareToggleMessages } from './toggleMessages';

const Label = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: 0.875rem;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.muted : theme.colors.text)};
  user-select: none;

  input {
    width: 16px;
    height: 16px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: inherit;
  }
`;

export interface CompareToggleProps {
  productId: string;
  /** Makes the checkbox's accessible name unique in lists ('Compare <name>'). */
  productName: string;
}

/**
 * A 'Compare' checkbox (SPEC §5): adds the product to the comparison only while fewer than 3 are held; when 3
 * are held and this product is not among them it is disabled, with a tooltip that explains why.
 */
export function CompareToggle({ productId, productName }: CompareToggleProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const ids = useAppSelector(selectCompareIds);
  const reasonId = useId();
  const checked = ids.includes(productId);
  const disabled = !checked && ids.length >= COMPARE_LIMIT;
  const reason = intl.formatMessage(compareToggleMessages.limitReached, { limit: COMPARE_LIMIT });

  const label = (
    <Label $disabled={disabled} data-compare-toggle={productId}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={disabled ? reasonId : undefined}
        onChange={(event) => dispatch(event.target.checked ? compareAdded(productId) : compareRemoved(productId))}
      />
      <span aria-hidden="true">{intl.formatMessage(compareToggleMessages.toggle)}</span>
      <VisuallyHidden>{intl.formatMessage(compareToggleMessages.toggleFor, { name: productName })}</VisuallyHidden>
    </Label>
  );
  if (!disabled) return label;

  // A disabled checkbox cannot take focus: the reason is its description and shows as a tooltip on hover.
  return (
    <Tooltip content={reason}>
      <span>
        {label}
        <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
      </span>
    </Tooltip>
  );
}

export default CompareToggle;
