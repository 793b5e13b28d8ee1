import { baseApi } from '../../api/baseApi';
import { contentByUrlRequest, type ContentLookupTemplate } from '../../../common/startup';
import type { AreaInfo, ContentResponse } from '../../api/types';

export type { ContentLookupTemplate } from '../../../common/startup';

export interface ContentByUrlArgs {
  area: AreaInfo;
  url: string;
  lookupTemplate?: ContentLookupTemplate;
}

export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getContentByUrl: build.query<ContentResponse, ContentByUrlArgs>({
      query: ({ area, url, lookupTemplate }) => contentByUrlRequest(area, url, lookupTemplate),
      providesTags: ['Content'],
    }),
  }),
});
