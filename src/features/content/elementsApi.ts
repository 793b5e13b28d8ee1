/**
 * SPEC §7 content element calls and the modal call (bodies: docs/content-api.md). Only the lazily loaded blocks
 * import this module, so the endpoints are not part of the first load.
 */
import { baseApi } from '../../api/baseApi';
import type { AreaInfo, Block, Page } from '../../api/types';
import type { ContentLookupTemplate } from './contentApi';

/** GetElementsBySearch's query: all optional, combined with AND. */
export interface ElementQuery {
  /** Page type(s), e.g. 'page', 'salesPerson'. */
  type?: string | string[];
  /** Elements directly below this element. */
  parentId?: string;
  /** Words that must all occur in title, menu title or description. */
  text?: string;
}

export interface ElementByIdArgs {
  area: AreaInfo;
  id: string;
  lookupTemplate?: ContentLookupTemplate;
}

export interface ElementsByIdsArgs {
  area: AreaInfo;
  ids: string[];
  lookupTemplate?: ContentLookupTemplate;
}

export interface ElementsByIdsResult {
  items: Page[];
  notFound: string[];
}

export interface ElementsBySearchArgs {
  area: AreaInfo;
  query: ElementQuery;
  lookupTemplate?: ContentLookupTemplate;
  skip?: number;
  take?: number;
  sort?: 'sort' | 'title';
}

export interface ElementsBySearchResult {
  items: Page[];
  totalItems: number;
  skip: number;
  take: number;
}

/** By element id or by modal key (exactly one). */
export type ModalArgs = { area: AreaInfo; id: string; key?: never } | { area: AreaInfo; key: string; id?: never };

export interface ModalContent {
  id: string;
  key: string | null;
  title: string;
  /** The page's URL when it is a page of its own, else null. */
  url: string | null;
  content: Block[];
}

export const elementsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getElementById: build.query<Page, ElementByIdArgs>({
      query: (body) => ({ url: '/api/Content/GetElementById', method: 'POST', body }),
      providesTags: ['Content'],
    }),
    getElementsByIds: build.query<ElementsByIdsResult, ElementsByIdsArgs>({
      query: (body) => ({ url: '/api/Content/GetElementsByIds', method: 'POST', body }),
      providesTags: ['Content'],
    }),
    getElementsBySearch: build.query<ElementsBySearchResult, ElementsBySearchArgs>({
      query: (body) => ({ url: '/api/Content/GetElementsBySearch', method: 'POST', body }),
      providesTags: ['Content'],
    }),
    getModal: build.query<ModalContent, ModalArgs>({
      query: (body) => ({ url: '/api/Modal/GetModalRequest', method: 'POST', body }),
      providesTags: ['Content'],
    }),
  }),
});

export const { useGetElementByIdQuery, useGetElementsByIdsQuery, useGetElementsBySearchQuery, useGetModalQuery } = elementsApi;
