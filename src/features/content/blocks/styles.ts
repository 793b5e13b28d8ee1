import styled, { css } from 'styled-components';
import { ContentLink } from './ContentLink';

/** A link that looks like the primary button. */
export const buttonLinkStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 22px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.white};
  font-weight: 600;
  text-decoration: none;
  transition: background-color 0.15s ease;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
    color: ${({ theme }) => theme.colors.white};
  }
`;

export const ButtonLink = styled(ContentLink)`
  ${buttonLinkStyles}
`;

/** On a dark background (banner, primary section): light button. */
export const LightButtonLink = styled(ContentLink)`
  ${buttonLinkStyles}
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.primary};

  &:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

/** Vertical rhythm between stacked blocks. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  min-width: 0;
`;
