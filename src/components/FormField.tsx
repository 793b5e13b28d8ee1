import styled from 'styled-components';

/** A labelled form field: `<FormField><label htmlFor=…/><input id=…/></FormField>` (invalid styling via aria-invalid). */
export const FormField = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 16px;
  label {
    font-weight: 600;
  }
  input {
    height: 42px;
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
    &[aria-invalid='true'] {
      border-color: ${({ theme }) => theme.colors.danger};
    }
    &:focus-visible {
      outline: 2px solid ${({ theme }) => theme.colors.primary};
      outline-offset: 1px;
    }
  }
`;
