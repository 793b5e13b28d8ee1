import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { media } from '../../../styles/theme';
import { bannerImageUrl } from '../../../../common/content/leadImages';
import { blockMessages } from './messages';
import { link, num, oneOf, params, str } from '../../../../common/content/params';
import type { BlockProps } from './registry';
import { LightButtonLink } from './styles';

export type BannerHeight = 'small' | 'medium' | 'large';
const HEIGHTS: readonly BannerHeight[] = ['small', 'medium', 'large'];
/** Minimum heights (px) on small screens / from 768 px. */
const HEIGHT_PX: Record<BannerHeight, [number, number]> = {
  small: [180, 220],
  medium: [260, 360],
  large: [340, 520],
};

/** Phones: the image is a band above the text (never behind it); from 768 px the text lies over the image. */
const Wrapper = styled.div<{ $height: BannerHeight }>`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  min-height: ${({ $height }) => HEIGHT_PX[$height][0]}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.white};
  isolation: isolate;

  ${media.md} {
    flex-direction: row;
    justify-content: flex-start;
    align-items: center;
    min-height: ${({ $height }) => HEIGHT_PX[$height][1]}px;
  }
`;

/** The illustrations of the seeded banners stand on the right: a phone's band shows that part. */
const Background = styled.img`
  display: block;
  flex: 1 0 140px;
  width: 100%;
  min-height: 0;
  max-width: none;
  object-fit: cover;
  object-position: right center;

  ${media.md} {
    position: absolute;
    inset: 0;
    z-index: -2;
    height: 100%;
    object-position: center;
  }
`;

/** Keeps white text readable on any image. */
const Shade = styled.span`
  display: none;

  ${media.md} {
    display: block;
    position: absolute;
    inset: 0;
    z-index: -1;
    background: linear-gradient(90deg, rgba(17, 38, 48, 0.82) 0%, rgba(17, 38, 48, 0.55) 55%, rgba(17, 38, 48, 0.2) 100%);
  }
`;

const Content = styled.div`
  max-width: 640px;
  padding: 24px;

  ${media.md} {
    padding: 40px 48px;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: clamp(1.5rem, 3.5vw, 2.5rem);
`;

const Subtitle = styled.p`
  margin: 12px 0 0;
  font-size: 1.125rem;
`;

const Action = styled.div`
  margin-top: 20px;
`;

/**
 * banner: { title: string; subtitle?: string; imagePath: string; link?: Link; height?: 'small' | 'medium' | 'large';
 * level?: 1 | 2 } — level 1 when the banner's title is the page's heading (a home or campaign page opening with it).
 */
export function BannerBlock({ block }: BlockProps) {
  const intl = useIntl();
  const p = params(block);
  const title = str(p, 'title');
  const subtitle = str(p, 'subtitle');
  const target = link(p, 'link');
  const image = bannerImageUrl(p);
  if (!title && !subtitle && !image) return null;
  const height = oneOf(p, 'height', HEIGHTS, 'medium');
  const level = num(p, 'level') === 1 ? 'h1' : 'h2';
  return (
    <Wrapper $height={height} data-block="banner" data-height={height}>
      {/* A banner opens its page: its image is usually the largest paint, so it is fetched first. */}
      {image && <Background src={image} alt="" aria-hidden="true" decoding="async" fetchPriority="high" />}
      <Shade aria-hidden="true" />
      <Content>
        {title && <Title as={level}>{title}</Title>}
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
        {target && (
          <Action>
            <LightButtonLink href={target.url}>
              {target.label || intl.formatMessage(blockMessages.readMore)}
            </LightButtonLink>
          </Action>
        )}
      </Content>
    </Wrapper>
  );
}
