import { skipToken } from '@reduxjs/toolkit/query/react';
import { useIntl } from 'react-intl';
import { shallowEqual } from 'react-redux';
import styled from 'styled-components';
import type { Page } from '../../../api/types';
import { useAppSelector } from '../../../app/hooks';
import { media } from '../../../styles/theme';
import { selectAreaInfo } from '../../website';
import type { ContentLookupTemplate } from '../contentApi';
import { elementMessages as m, salesPersonContact } from '../elementMessages';
import { useGetElementsByIdsQuery, useGetElementsBySearchQuery, type ElementQuery } from '../elementsApi';
import { CardView } from './Card';
import { ContentLink, ModalTrigger } from './ContentLink';
import { elementImage } from './ElementCard';
import { blockMessages } from './messages';
import { asNumber, asString, clamp, isRecord, oneOf, type Params } from '../../../../common/content/params';

export const ELEMENT_VIEWS = ['cards', 'links', 'salesPersons'] as const;
export type ElementView = (typeof ELEMENT_VIEWS)[number];
const LOOKUP_TEMPLATES: readonly ContentLookupTemplate[] = ['page', 'frontpage', 'product-list', 'member', 'sales-persons'];
/** Elements a query lists by default (GetElementsBySearch answers at most 100). */
export const DEFAULT_ELEMENT_TAKE = 12;

export interface ElementSource {
  ids: string[] | null;
  query: ElementQuery | null;
  lookupTemplate: ContentLookupTemplate | undefined;
  take: number;
  sort: 'sort' | 'title';
  view: ElementView;
  readMore: 'link' | 'modal';
}

const strings = (value: unknown, max: number): string[] =>
  (Array.isArray(value) ? value : []).map(asString).filter((s): s is string => s !== undefined).slice(0, max);

/** groupedContent's `elements` parameter, read defensively (CMS data); null when it names no content. */
export function elementSource(value: unknown): ElementSource | null {
  if (!isRecord(value)) return null;
  const ids = strings(value.ids, 100);
  const search = isRecord(value.search) ? value.search : null;
  const query: ElementQuery | null = search
    ? {
        ...(asString(search.parentId) ? { parentId: asString(search.parentId) } : {}),
        ...(asString(search.text) ? { text: asString(search.text) } : {}),
        ...(typeof search.type === 'string' ? { type: search.type } : Array.isArray(search.type) ? { type: strings(search.type, 20) } : {}),
      }
    : null;
  if (ids.length === 0 && !query) return null;
  const template = asString(value.lookupTemplate);
  const p = value as Params;
  return {
    ids: ids.length > 0 ? ids : null,
    query: ids.length > 0 ? null : query,
    lookupTemplate: LOOKUP_TEMPLATES.find((t) => t === template),
    take: clamp(Math.round(asNumber(value.take) ?? DEFAULT_ELEMENT_TAKE), 1, 100),
    sort: oneOf(p, 'sort', ['sort', 'title'] as const, 'sort'),
    view: oneOf(p, 'view', ELEMENT_VIEWS, 'cards'),
    readMore: oneOf(p, 'readMore', ['link', 'modal'] as const, 'link'),
  };
}

const Cards = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Links = styled.ul`
  margin: 0;
  padding-left: 20px;
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Person = styled.article`
  display: flex;
  gap: 16px;
  height: 100%;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.white};

  img {
    flex: none;
    width: 96px;
    height: 96px;
    border-radius: 50%;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surface};
  }
  h3 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 2px 0 8px;
    color: ${({ theme }) => theme.colors.muted};
  }
  dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 4px 12px;
    margin: 0;
    font-size: 0.9375rem;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** 'tel:' link of a phone number as written ('+47 22 40 30 20' → 'tel:+4722403020'). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

function SalesPersonCard({ person }: { person: Page }) {
  const intl = useIntl();
  const props = person.properties;
  const jobTitle = asString(props.jobTitle);
  const phone = asString(props.phone);
  const email = asString(props.email);
  const regions = strings(props.regions, 20);
  const image = elementImage(person);
  const nameId = `person-${person.id}`;
  return (
    <Person aria-labelledby={nameId}>
      {image && <img src={image} alt="" loading="lazy" decoding="async" />}
      <div>
        <h3 id={nameId}>{person.title}</h3>
        {jobTitle && <p>{jobTitle}</p>}
        <dl aria-label={intl.formatMessage(salesPersonContact, { name: person.title })}>
          {regions.length > 0 && (
            <>
              <dt>{intl.formatMessage(m.regions)}</dt>
              <dd>{regions.join(', ')}</dd>
            </>
          )}
          {phone && (
            <>
              <dt>{intl.formatMessage(m.phone)}</dt>
              <dd>
                <a href={telHref(phone)}>{phone}</a>
              </dd>
            </>
          )}
          {email && (
            <>
              <dt>{intl.formatMessage(m.email)}</dt>
              <dd>
                <a href={`mailto:${email}`}>{email}</a>
              </dd>
            </>
          )}
        </dl>
      </div>
    </Person>
  );
}

function ElementItems({ items, source }: { items: Page[]; source: ElementSource }) {
  const intl = useIntl();
  if (source.view === 'links') {
    return (
      <Links>
        {items.map((page) => (
          <li key={page.id}>{page.url ? <ContentLink href={page.url}>{page.title}</ContentLink> : page.title}</li>
        ))}
      </Links>
    );
  }
  return (
    <Cards>
      {items.map((page) => (
        <li key={page.id}>
          {source.view === 'salesPersons' ? (
            <SalesPersonCard person={page} />
          ) : (
            <CardView
              title={page.title}
              text={page.description || undefined}
              image={elementImage(page)}
              link={page.url ? { url: page.url, label: '' } : null}
              action={
                source.readMore === 'modal' ? (
                  <ModalTrigger target={{ id: page.id }} aria-label={`${intl.formatMessage(blockMessages.readMore)}: ${page.title}`}>
                    {intl.formatMessage(blockMessages.readMore)}
                  </ModalTrigger>
                ) : undefined
              }
            />
          )}
        </li>
      ))}
    </Cards>
  );
}

/**
 * Other content listed by a block (groupedContent { elements }): by ids (GetElementsByIds, in the order given) or
 * by a query (GetElementsBySearch), in the page's language, as cards, links or sales persons.
 */
export function ElementList({ source }: { source: ElementSource }) {
  const intl = useIntl();
  const area = useAppSelector(selectAreaInfo, shallowEqual);
  const template = source.lookupTemplate ? { lookupTemplate: source.lookupTemplate } : {};
  const byIds = useGetElementsByIdsQuery(source.ids ? { area, ids: source.ids, ...template } : skipToken);
  const bySearch = useGetElementsBySearchQuery(
    source.query ? { area, query: source.query, take: source.take, sort: source.sort, ...template } : skipToken,
  );
  const result = source.ids ? byIds : bySearch;
  if (result.isLoading) return <p role="status">{intl.formatMessage(m.loading)}</p>;
  if (result.isError) return <p role="alert">{intl.formatMessage(m.failed)}</p>;
  const items = result.data?.items ?? [];
  return items.length > 0 ? <ElementItems items={items} source={source} /> : null;
}
