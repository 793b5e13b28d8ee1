import { baseApi } from '../../api/baseApi';
import type { AreaInfo, ContentResponse } from '../../api/types';

/**
 * SPEC §2 lookup templates of content calls (docs/content-api.md): the home route asks with 'frontpage', the other
 * content routes with 'page' (every page); 'member' and 'sales-persons' are asked for by the blocks listing them.
 */
export type ContentLookupTemplate = 'page' | 'frontpage' | 'product-list' | 'member' | 'sales-persons';

export interface ContentByUrlArgs {
  area: AreaInfo;
  url: string;
  lookupTemplate?: ContentLookupTemplate;
}

export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getContentByUrl: build.query<ContentResponse, ContentByUrlArgs>({
      query: ({ area, url, lookupTemplate }) => ({
        url: '/api/Content/GetContentByUrl',
        params: {
          'Area.AreaId': area.areaId,
          'Area.LanguageCode': area.languageCode,
          'Area.CurrencyCode': area.currencyCode,
          Url: url,
          ...(lookupTemplate ? { LookupTemplate: lookupTemplate } : {}),
        },
      }),
      providesTags: ['Content'],
    }),
  }),
});
