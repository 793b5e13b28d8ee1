/**
 * The calls every page load starts with (SPEC §7): site configuration, area by domain, the area's CMS
 * translations and, on content routes, the page by URL. Shared by the storefront's endpoints (websiteApi,
 * contentApi) and the server, which answers the same requests in the HTML it serves (server/services/pageStatus.ts,
 * firstScreen.ts), so a first screen needs no round trip after its scripts. One builder for both sides keeps the
 * URLs identical — an answer is only taken by a request for exactly its URL (src/api/serverAnswers.ts).
 */
import type { AreaInfo } from '../contract/common';

/** The storefront's area (SPEC §3: one B2B area) and its currency before the area settings arrive. */
export const AREA_ID = 'b2b';
export const DEFAULT_CURRENCY = 'DKK';

export type RequestParams = Record<string, string>;
export interface GetRequest {
  url: string;
  params: RequestParams;
}

/**
 * SPEC §2 lookup templates of content calls (docs/content-api.md): the home route asks with 'frontpage', the other
 * content routes with 'page' (every page); 'member' and 'sales-persons' are asked for by the blocks listing them.
 */
export type ContentLookupTemplate = 'page' | 'frontpage' | 'product-list' | 'member' | 'sales-persons';

export const siteConfigurationRequest = (host: string, locale: string): GetRequest => ({
  url: '/api/Site/GetSiteConfiguration',
  params: { Host: host, Locale: locale },
});

export const areaByDomainRequest = (domain: string, language: string): GetRequest => ({
  url: '/api/Area/GetAreaByDomain',
  params: { Domain: domain, Language: language },
});

export const translationsByAreaIdRequest = (areaId: string, languageCode: string): GetRequest => ({
  url: '/api/Content/GetTranslationsByAreaId',
  params: { AreaId: areaId, LanguageCode: languageCode },
});

export const contentByUrlRequest = (area: AreaInfo, url: string, lookupTemplate?: ContentLookupTemplate): GetRequest => ({
  url: '/api/Content/GetContentByUrl',
  params: {
    'Area.AreaId': area.areaId,
    'Area.LanguageCode': area.languageCode,
    'Area.CurrencyCode': area.currencyCode,
    Url: url,
    ...(lookupTemplate ? { LookupTemplate: lookupTemplate } : {}),
  },
});

/** The URL a request is sent to: RTK Query's fetchBaseQuery appends params with URLSearchParams, as here. */
export const requestUrl = ({ url, params }: GetRequest): string => `${url}?${new URLSearchParams(params).toString()}`;
