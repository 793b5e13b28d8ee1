import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { contentImageUrl } from '../../../lib/images';
import { ContentLink } from './ContentLink';
import { blockMessages } from './messages';
import { link, params, str } from './params';
import type { BlockProps } from './registry';

const Article = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-width: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.text};
`;

const Image = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 10;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 8px;
  padding: 16px 20px 20px;

  h3 {
    margin: 0;
    font-size: 1.25rem;
  }

  p {
    margin: 0;
    white-space: pre-line;
  }
`;

const More = styled.p`
  margin-top: auto !important;
  padding-top: 8px;
  font-weight: 600;

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** card: { title: string; text: string; imagePath?: string; link?: Link } */
export function CardBlock({ block }: BlockProps) {
  const intl = useIntl();
  const p = params(block);
  const title = str(p, 'title');
  const text = str(p, 'text');
  const target = link(p, 'link');
  const image = contentImageUrl(str(p, 'imagePath'), { size: 'md' });
  if (!title && !text && !image) return null;
  return (
    <Article data-block="card">
      {image && <Image src={image} alt="" loading="lazy" decoding="async" />}
      <Body>
        {title && <h3>{title}</h3>}
        {text && <p>{text}</p>}
        {target && (
          <More>
            <ContentLink href={target.url}>{target.label || intl.formatMessage(blockMessages.readMore)}</ContentLink>
          </More>
        )}
      </Body>
    </Article>
  );
}
