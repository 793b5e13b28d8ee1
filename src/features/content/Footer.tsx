import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { Container } from '../../components/Container';
import { media } from '../../styles/theme';
import { selectArea, selectSiteName } from '../website';
import { BlockRenderer } from './blocks/BlockRenderer';
import { footerCopyright } from './blocks/messages';

const FooterEl = styled.footer`
  margin-top: auto;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.white};

  a {
    color: inherit;
  }

  a:hover {
    color: inherit;
    opacity: 0.85;
  }
`;

const Blocks = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  padding-block: 40px 32px;

  ${media.md} {
    padding-block: 48px 40px;
  }
`;

const Bottom = styled.div`
  border-top: 1px solid rgba(255, 255, 255, 0.2);
  padding-block: 16px;
  font-size: 0.875rem;

  p {
    margin: 0;
  }
`;

/** The site footer (SPEC §2): the area's footerContent blocks on the primary colour and a copyright line. */
export function Footer() {
  const intl = useIntl();
  const area = useAppSelector(selectArea);
  const siteName = useAppSelector(selectSiteName);
  if (!area) return null;
  const blocks = Array.isArray(area.footerContent) ? area.footerContent : [];
  return (
    <FooterEl>
      {blocks.length > 0 && (
        <Container>
          <Blocks>
            <BlockRenderer blocks={blocks} />
          </Blocks>
        </Container>
      )}
      <Bottom>
        <Container>
          <p>{intl.formatMessage(footerCopyright, { year: new Date().getFullYear(), siteName })}</p>
        </Container>
      </Bottom>
    </FooterEl>
  );
}

export default Footer;
