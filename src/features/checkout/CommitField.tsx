import { useEffect, useId, useState, type ReactNode } from 'react';
import { Field, FieldError, Hint } from './checkoutStyles';

export interface CommitFieldProps {
  label: string;
  /** The value in the cart. */
  value: string;
  /** Writes the typed value into the cart (on blur — leaving the field, or submitting the form). */
  onCommit: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  multiline?: boolean;
  type?: 'text' | 'tel' | 'email';
  autoComplete?: string;
  required?: boolean;
  maxLength?: number;
  className?: string;
}

/**
 * A labelled text field whose text goes into the cart when the field is left (the cart is saved locally at once and
 * recalculated — once per field, not per keystroke). The checkout blurs the focused field before it places the
 * order, so what is typed is always in the cart then; a server 'no' changes nothing in it.
 */
export function CommitField({ label, value, onCommit, error, hint, multiline, type = 'text', autoComplete, required, maxLength, className }: CommitFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  // A change of the cart from elsewhere (another address chosen, a restored cart) shows in the field.
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value: draft,
    onBlur: commit,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    maxLength,
  };
  return (
    <Field className={className}>
      <label htmlFor={id}>{label}</label>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {multiline ? (
        <textarea {...common} onChange={(event) => setDraft(event.target.value)} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} onChange={(event) => setDraft(event.target.value)} />
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
}
