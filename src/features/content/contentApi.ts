import { baseApi } from '../../api/baseApi';
import type { AreaInfo, ContentResponse } from '../../api/types';

export interface ContentByUrlArgs {
  area: AreaInfo;
  url: string;
  lookupTemplate?: string;
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
