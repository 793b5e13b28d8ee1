import styled, { css } from 'styled-components';

/** Hides content visually while keeping it available to assistive technology. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0, 0, 0, 0) !important;
  white-space: nowrap !important;
  border: 0 !important;
`;

/** Text for screen readers only, e.g. <VisuallyHidden>Cart</VisuallyHidden>. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
