import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Link } from '../../../api/types';
import { ContentLink } from './ContentLink';
import { cardImageUrl, isTopCard } from '../../../../common/content/leadImages';
import { blockMessages } from './messages';
import { link, params, str } from '../../../../common/content/params';
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

  h2,
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

export interface CardViewProps {
  title?: string | undefined;
  text?: string | undefined;
  /** Image URL ('' or undefined: none). */
  image?: string | undefined;
  link?: Link | null | undefined;
  /** Instead of the link: another action at the card's foot (e.g. 'Read more' in a modal). */
  action?: ReactNode;
  /** The title's heading level: 3 (under a section's h2) unless the cards stand right under the page's h1. */
  headingLevel?: 2 | 3;
  /** The card is in the first screen: its image loads at once (not lazily after layout) — often the largest paint. */
  priority?: boolean;
}

/** The card's look, shared by card blocks and the cards of other content (ElementCard, groupedContent). */
export function CardView({ title, text, image, link: target, action, headingLevel = 3, priority = false }: CardViewProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const intl = useIntl();
  if (!title && !text && !image) return null;
  return (
    <Article data-block="card">
      {image && <Image src={image} alt="" loading={priority ? 'eager' : 'lazy'} decoding="async" />}
      <Body>
        {title && <Heading>{title}</Heading>}
        {text && <p>{text}</p>}
        {action ? (
          <More>{action}</More>
        ) : (
          target && (
            <More>
              <ContentLink href={target.url}>{target.label || intl.formatMessage(blockMessages.readMore)}</ContentLink>
            </More>
          )
        )}
      </Body>
    </Article>
  );
}

// A card of another page loads it (GetElementById) in a chunk of its own.
const ElementCard = lazy(() => import(/* webpackChunkName: "elementCard" */ './ElementCard'));

/**
 * card: { title: string; text: string; imagePath?: string; link?: Link; level?: 2 | 3 } — or { elementId }
 * (docs/content-api.md): a card of another page, whose title, description, image and URL fill what the card does not
 * give itself. level 2 for cards right under the page's h1 (default 3): they open the page, so their images load at
 * once rather than lazily.
 */
export function CardBlock({ block }: BlockProps) {
  const p = params(block);
  const elementId = str(p, 'elementId');
  if (elementId) {
    return (
      <Suspense fallback={null}>
        <ElementCard elementId={elementId} block={block} />
      </Suspense>
    );
  }
  const top = isTopCard(p);
  return (
    <CardView
      title={str(p, 'title')}
      text={str(p, 'text')}
      image={cardImageUrl(p)}
      link={link(p, 'link')}
      headingLevel={top ? 2 : 3}
      priority={top}
    />
  );
}
