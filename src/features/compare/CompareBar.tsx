import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { shallowEqual } from 'react-redux';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { routePath } from '../../app/routePaths';
import { contentImageUrl } from '../../../common/images';
import { selectProductById } from '../product';
import { selectAreaInfo, selectLocale } from '../website';
import { loadComparedProducts } from './comparedProducts';
import { COMPARE_LIMIT, compareCleared, compareRemoved, selectCompareIds } from './compareSlice';
import { compareMessages } from './messages';

/** Height of the bar; a spacer of the same height keeps the page end reachable above it. */
const BAR_HEIGHT = 88;

const Spacer = styled.div`
  height: ${BAR_HEIGHT}px;
`;

const Bar = styled.section`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.panel};
  min-height: ${BAR_HEIGHT}px;
  background: ${({ theme }) => theme.colors.white};
  border-top: 2px solid ${({ theme }) => theme.colors.primary};
  box-shadow: 0 -2px 8px rgba(29, 36, 40, 0.12);
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 24px;
  max-width: ${({ theme }) => theme.containerMaxWidth}px;
  margin: 0 auto;
  padding: 12px 16px;
`;

const Items = styled.ul`
  display: flex;
  flex: 1 1 auto;
  flex-wrap: wrap;
  gap: 8px 16px;
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: 8px;
  max-width: 280px;
  min-width: 0;

  img {
    flex: none;
    width: 48px;
    height: 48px;
    object-fit: contain;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: 0.875rem;
`;

const Remove = styled.button`
  flex: none;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 20px;
  line-height: 1;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;

const CompareLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 18px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.white};
  font-weight: 600;
  text-decoration: none;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.primaryDark};
    color: ${({ theme }) => theme.colors.white};
  }
`;

const Clear = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

/**
 * The comparison bar (SPEC §5, §9): fixed at the bottom while at least one product is held — each product with
 * its thumbnail, name and a remove button, a 'Compare (n/3)' link to the comparison page and 'Clear'.
 * Products not yet known to the store are loaded; ids whose products no longer exist are dropped.
 * Hidden on the comparison page itself.
 */
export function CompareBar() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const locale = useAppSelector(selectLocale);
  const ids = useAppSelector(selectCompareIds);
  const area = useAppSelector(selectAreaInfo, shallowEqual);
  const products = useAppSelector((state) => ids.map((id) => selectProductById(state, id)), shallowEqual);
  const missing = ids.filter((_id, i) => !products[i]);
  const missingKey = missing.join('\u0000');
  const comparePath = routePath(locale, 'productComparison');

  // Each unknown id is asked for once per mount (the reply fills the product slice or drops the id).
  const asked = useRef(new Set<string>());
  useEffect(() => {
    const toLoad = missing.filter((id) => !asked.current.has(id));
    if (toLoad.length === 0) return;
    for (const id of toLoad) asked.current.add(id);
    void dispatch(loadComparedProducts(area, toLoad));
    // Keyed by value: the missing ids.
  }, [dispatch, missingKey]);

  if (ids.length === 0 || location.pathname === comparePath) return null;

  return (
    <>
      <Spacer aria-hidden="true" />
      <Bar aria-label={intl.formatMessage(compareMessages.barLabel)}>
        <Inner>
          <Items>
            {ids.map((id, i) => {
              const product = products[i];
              const name = product?.name ?? id;
              const image = product?.media?.find((m) => m.type === 'image')?.image;
              return (
                <Item key={id}>
                  {image && <img src={contentImageUrl(image, { size: 'xs' })} alt="" loading="lazy" decoding="async" />}
                  <Name title={name}>{name}</Name>
                  <Remove
                    type="button"
                    aria-label={intl.formatMessage(compareMessages.remove, { name })}
                    onClick={() => dispatch(compareRemoved(id))}
                  >
                    <span aria-hidden="true">×</span>
                  </Remove>
                </Item>
              );
            })}
          </Items>
          <Actions>
            <CompareLink to={comparePath}>
              {intl.formatMessage(compareMessages.compareLink, { count: ids.length, limit: COMPARE_LIMIT })}
            </CompareLink>
            <Clear type="button" onClick={() => dispatch(compareCleared())}>
              {intl.formatMessage(compareMessages.clear)}
            </Clear>
          </Actions>
        </Inner>
      </Bar>
    </>
  );
}

export default CompareBar;
