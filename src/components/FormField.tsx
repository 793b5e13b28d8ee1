import styled from 'styled-components';

/**
 * A labelled form field: `<FormField><label htmlFor=…/><input id=…/></FormField>` (also a select or a textarea;
 * invalid styling via aria-invalid).
 */
export const FormField = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 16px;
  label {
    font-weight: 600;
  }
  input,
  select,
  textarea {
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.white};
    font: inherit;
    &[aria-invalid='true'] {
      border-color: ${({ theme }) => theme.colors.danger};
    }
    &:focus-visible {
      outline: 2px solid ${({ theme }) => theme.colors.primary};
      outline-offset: 1px;
    }
  }
  input,
  select {
    height: 42px;
  }
  textarea {
    min-height: 90px;
    padding: 10px 12px;
    resize: vertical;
  }
`;
