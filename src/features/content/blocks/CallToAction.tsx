import styled from 'styled-components';
import { media } from '../../../styles/theme';
import { link, params, str } from '../../../../common/content/params';
import type { BlockProps } from './registry';
import { ButtonLink } from './styles';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 16px;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.text};

  ${media.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    padding: 32px 40px;
  }

  h2 {
    margin: 0;
    font-size: 1.5rem;
  }

  p {
    margin: 8px 0 0;
  }
`;

/** callToAction: { title: string; text?: string; button: Link } */
export function CallToActionBlock({ block }: BlockProps) {
  const p = params(block);
  const title = str(p, 'title');
  const text = str(p, 'text');
  const button = link(p, 'button');
  if (!title && !button) return null;
  return (
    <Box data-block="callToAction">
      <div>
        {title && <h2>{title}</h2>}
        {text && <p>{text}</p>}
      </div>
      {button && <ButtonLink href={button.url}>{button.label || button.url}</ButtonLink>}
    </Box>
  );
}
