import { useRef } from 'react';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { maxLengthOf } from '../../../common/forms/rules';
import type { FormField } from '../../api/formTypes';
import { FieldText } from '../../components/FormCard';
import { media } from '../../styles/theme';
import { dateBound, fileLimitsText } from './fieldText';
import { fileRemoveMessage, formMessages as m } from './messages';

/** How a field looks: invalid (an error is shown), valid (filled in and checked), or neutral. */
export type FieldState = 'invalid' | 'valid' | 'neutral';

const control = css<{ $state: FieldState }>`
  box-sizing: border-box;
  width: 100%;
  padding: 0 12px;
  border: 1px solid
    ${({ theme, $state }) => ($state === 'invalid' ? theme.colors.danger : $state === 'valid' ? theme.colors.success : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.white};
  font: inherit;
  ${({ $state }) => ($state === 'invalid' ? 'box-shadow: inset 4px 0 0 #c62828;' : $state === 'valid' ? 'box-shadow: inset 4px 0 0 #2e7d32;' : '')}
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
`;

const Input = styled.input<{ $state: FieldState }>`
  ${control}
  height: 42px;
`;
const Select = styled.select<{ $state: FieldState }>`
  ${control}
  height: 42px;
`;
const TextArea = styled.textarea<{ $state: FieldState }>`
  ${control}
  min-height: 120px;
  padding: 10px 12px;
  resize: vertical;
`;

export const Field = styled.div<{ $half: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 6px;
  grid-column: 1 / -1;
  min-width: 0;
  ${media.md} {
    grid-column: ${({ $half }) => ($half ? 'auto' : '1 / -1')};
  }
  > label {
    font-weight: 600;
  }
`;

const CheckRow = styled.div<{ $state: FieldState }>`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    ${({ $state, theme }) => ($state === 'invalid' ? `outline: 2px solid ${theme.colors.danger}; outline-offset: 1px;` : '')}
  }
`;

const Files = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  button {
    padding: 2px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.white};
    font: inherit;
    font-size: 0.875rem;
    cursor: pointer;
  }
`;

const Required = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

export interface FieldInputProps {
  field: FormField;
  id: string;
  value: string | boolean;
  files: readonly File[];
  state: FieldState;
  /** The error shown at the field (its description; the form announces how many fields need attention), or null. */
  error: string | null;
  onValue: (value: string | boolean) => void;
  onFiles: (files: File[]) => void;
  onBlur: () => void;
}

/** The props every control of a field takes. */
interface ControlProps {
  id: string;
  name: string;
  required: FormField['required'];
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  onBlur: () => void;
  $state: FieldState;
  'data-state': FieldState;
}

interface FileControlProps {
  common: ControlProps;
  field: FormField;
  files: readonly File[];
  onFiles: (files: File[]) => void;
}

/** A file field: the file input and the chosen files, each with a remove button. */
function FileControl({ common, field, files, onFiles }: FileControlProps) {
  const intl = useIntl();
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <Input
        {...common}
        ref={fileInput}
        type="file"
        accept={(field.accept ?? []).join(',')}
        multiple={(field.maxFiles ?? 1) > 1}
        onChange={(e) => onFiles(Array.from(e.target.files ?? []))}
      />
      {files.length > 0 && (
        <Files>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span>{file.name}</span>
              <button
                type="button"
                onClick={() => {
                  onFiles(files.filter((_, i) => i !== index));
                  if (fileInput.current) fileInput.current.value = '';
                }}
              >
                {intl.formatMessage(fileRemoveMessage, { name: file.name })}
              </button>
            </li>
          ))}
        </Files>
      )}
    </>
  );
}

interface CheckboxFieldProps {
  field: FormField;
  id: string;
  checked: boolean;
  state: FieldState;
  error: string | null;
  help: string | undefined;
  describedBy: string | undefined;
  onValue: (value: boolean) => void;
  onBlur: () => void;
}

/** A checkbox field: the box before its label, then the hint and the error. */
function CheckboxField({ field, id, checked, state, error, help, describedBy, onValue, onBlur }: CheckboxFieldProps) {
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  return (
    <Field $half={field.width === 'half'} data-field={field.name}>
      <CheckRow $state={state}>
        <input
          id={id}
          name={field.name}
          type="checkbox"
          required={field.required}
          checked={checked}
          aria-invalid={state === 'invalid' ? true : undefined}
          aria-describedby={describedBy}
          data-state={state}
          onChange={(e) => onValue(e.target.checked)}
          onBlur={onBlur}
        />
        <label htmlFor={id}>
          {field.label}
          {field.required && <Required aria-hidden="true"> *</Required>}
        </label>
      </CheckRow>
      {help && <FieldText id={helpId}>{help}</FieldText>}
      {error && <FieldText id={errorId} $error>{error}</FieldText>}
    </Field>
  );
}

/** One field of a form: label, control, hint and the error at the field (aria-invalid, aria-describedby). */
export function FieldInput({ field, id, value, files, state, error, onValue, onFiles, onBlur }: FieldInputProps) {
  const intl = useIntl();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  // A file field without a help text shows its limits (types, size, count) from the definition.
  const help = field.help ?? (field.type === 'file' ? fileLimitsText(intl, field) : undefined);
  const describedBy = [help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common: ControlProps = {
    id,
    name: field.name,
    required: field.required,
    'aria-invalid': state === 'invalid' ? true : undefined,
    'aria-describedby': describedBy,
    onBlur,
    $state: state,
    'data-state': state,
  };
  const text = typeof value === 'string' ? value : '';
  const label = (
    <label htmlFor={id}>
      {field.label}
      {field.required && field.type !== 'checkbox' && <Required aria-hidden="true"> *</Required>}
    </label>
  );

  let control;
  switch (field.type) {
    case 'textarea':
      control = <TextArea {...common} value={text} maxLength={maxLengthOf(field)} placeholder={field.placeholder} onChange={(e) => onValue(e.target.value)} />;
      break;
    case 'select':
      control = (
        <Select {...common} value={text} autoComplete={field.autocomplete} onChange={(e) => onValue(e.target.value)}>
          <option value="">{intl.formatMessage(m.choose)}</option>
          {(field.options ?? []).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      );
      break;
    case 'checkbox':
      return (
        <CheckboxField
          field={field}
          id={id}
          checked={value === true}
          state={state}
          error={error}
          help={help}
          describedBy={describedBy}
          onValue={onValue}
          onBlur={onBlur}
        />
      );
    case 'file':
      control = <FileControl common={common} field={field} files={files} onFiles={onFiles} />;
      break;
    default: {
      const numeric = field.type === 'number';
      control = (
        <Input
          {...common}
          type={numeric ? 'text' : field.type}
          inputMode={numeric ? (field.integer ? 'numeric' : 'decimal') : undefined}
          value={text}
          autoComplete={field.autocomplete}
          placeholder={field.placeholder}
          maxLength={field.type === 'date' || numeric ? undefined : maxLengthOf(field)}
          min={field.type === 'date' ? dateBound(field.min) : undefined}
          max={field.type === 'date' ? dateBound(field.max) : undefined}
          onChange={(e) => onValue(e.target.value)}
        />
      );
    }
  }
  return (
    <Field $half={field.width === 'half'} data-field={field.name}>
      {label}
      {control}
      {help && <FieldText id={helpId}>{help}</FieldText>}
      {error && (
        <FieldText id={errorId} $error>
          {error}
        </FieldText>
      )}
    </Field>
  );
}
