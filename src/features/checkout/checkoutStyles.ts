import styled from 'styled-components';
import { Container } from '../../components/Container';
import { FormField } from '../../components/FormField';
import { media } from '../../styles/theme';

export const Page = styled(Container)`
  padding-top: 24px;
  padding-bottom: 48px;
  h1 {
    margin: 0 0 16px;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Form and summary side by side from 992 px; the summary stays in view while the form scrolls. */
export const Layout = styled.div`
  display: grid;
  gap: 24px;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 380px;
    align-items: start;
    aside {
      position: sticky;
      top: 16px;
    }
  }
`;

export const Section = styled.fieldset`
  margin: 0 0 20px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  min-width: 0;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  legend {
    padding: 0 6px;
    font-weight: 700;
    font-size: 1.1rem;
  }
`;

export const Grid = styled.div`
  display: grid;
  gap: 0 16px;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** FormField (label above its control), with full-width cells in the address grid. */
export const Field = styled(FormField)`
  margin-bottom: 14px;
  ${media.md} {
    &.wide {
      grid-column: 1 / -1;
    }
  }
`;

/** A radio or checkbox with its label text (and an optional detail line). */
export const Choice = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  padding: 10px 12px;
  margin-bottom: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  &:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.6;
  }
  input {
    margin-top: 3px;
    flex: none;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** 'Test mode' beside a payment method that moves no money (the sandbox card provider). */
export const TestModeTag = styled.span`
  display: inline-block;
  margin-left: 6px;
  padding: 0 6px;
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.warning};
  font-size: 0.8rem;
  font-weight: 600;
`;

export const Hint = styled.p`
  margin: 0 0 10px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

export const FieldError = styled.p`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export const Alert = styled.div<{ $tone?: 'danger' | 'warning' }>`
  margin-bottom: 16px;
  padding: 12px 16px;
  border-left: 4px solid ${({ theme, $tone = 'danger' }) => theme.colors[$tone]};
  background: ${({ theme }) => theme.colors.surface};
  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-left: 20px;
  }
`;

export const SummaryBox = styled.aside`
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.white};
  h2 {
    margin: 0 0 8px;
    font-size: 1.2rem;
  }
`;

export const PlaceOrder = styled.div`
  margin: 12px 0;
  button {
    min-height: 48px;
    font-size: 1.05rem;
  }
`;
