import { useId, type MouseEventHandler, type ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from './Container';
import { FormField } from './FormField';
import { Spinner } from './Spinner';

/** A narrow form page (login, the password screens): one card, centred. */
export const FormPage = styled(Container)`
  display: flex;
  justify-content: center;
  padding-top: 48px;
  padding-bottom: 64px;
`;

export const FormCard = styled.section`
  box-sizing: border-box;
  width: 100%;
  max-width: 440px;
  padding: 32px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow};
  h1 {
    margin: 0 0 8px;
    color: ${({ theme }) => theme.colors.primary};
    font-size: 1.75rem;
  }
  > p {
    margin: 0 0 24px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** A message box: an error (role alert) or a confirmation (role status) above or instead of the form. */
export const Notice = styled.div<{ $kind: 'error' | 'success' | 'info' }>`
  margin-bottom: 16px;
  padding: 10px 14px;
  border-left: 4px solid
    ${({ theme, $kind }) =>
      $kind === 'error' ? theme.colors.danger : $kind === 'success' ? theme.colors.success : theme.colors.primary};
  background: ${({ $kind }) => ($kind === 'error' ? '#fdecea' : $kind === 'success' ? '#edf7ee' : '#e8eff2')};
  color: ${({ theme, $kind }) => ($kind === 'error' ? theme.colors.danger : theme.colors.text)};
  p {
    margin: 0;
  }
  p + p {
    margin-top: 8px;
  }
`;

/** A field's hint or error text under the input (referenced with aria-describedby). */
export const FieldText = styled.span<{ $error?: boolean }>`
  font-size: 0.875rem;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.muted)};
`;

export const SubmitButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: 100%;
  min-height: 44px;
  padding: 0 16px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.white};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
`;

/** Links under a form (back to login, forgot password). */
export const FormLinks = styled.p`
  margin: 16px 0 0;
  text-align: center;
  a {
    color: ${({ theme }) => theme.colors.primary};
    /* A touch target of at least 24 × 24 px (WCAG 2.2 target size). */
    display: inline-block;
    min-height: 24px;
    padding: 4px 8px;
  }
`;

export interface BusyButtonProps {
  busy: boolean;
  children: ReactNode;
  type?: 'submit' | 'button';
  onClick?: MouseEventHandler<HTMLButtonElement>;
}

/** A form's main button: disabled with a spinner while its call runs (the caller picks the busy label). */
export function BusyButton({ busy, children, type = 'submit', onClick }: BusyButtonProps) {
  return (
    <SubmitButton type={type} disabled={busy} aria-busy={busy || undefined} onClick={onClick}>
      {busy && <Spinner size={18} decorative />}
      {children}
    </SubmitButton>
  );
}

export interface UsernameFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Marks the field invalid (wrong credentials). */
  invalid?: boolean;
  /** The id of the message that describes the field (an error above the form). */
  describedBy?: string;
}

/** The e-mail the user logs in with: labelled, required, autocompleted as the username. */
export function UsernameField({ label, value, onChange, invalid, describedBy }: UsernameFieldProps) {
  const id = useId();
  return (
    <FormField>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="username"
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
