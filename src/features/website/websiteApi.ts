import { baseApi } from '../../api/baseApi';
import type { AreaSettings, SiteConfiguration } from '../../api/types';

export const websiteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAreaById: build.query<AreaSettings, { areaId: string; language: string }>({
      query: ({ areaId, language }) => ({ url: '/api/Area/GetAreaById', params: { AreaId: areaId, language } }),
      providesTags: ['Area'],
    }),
    getAreaByDomain: build.query<AreaSettings, { domain: string; language: string }>({
      query: ({ domain, language }) => ({
        url: '/api/Area/GetAreaByDomain',
        params: { Domain: domain, Language: language },
      }),
      providesTags: ['Area'],
    }),
    getSiteConfiguration: build.query<SiteConfiguration, { host: string; locale: string }>({
      query: ({ host, locale }) => ({ url: '/api/Site/GetSiteConfiguration', params: { Host: host, Locale: locale } }),
    }),
    getTranslations: build.query<Record<string, string>, { host: string; languageCode: string }>({
      query: ({ host, languageCode }) => ({
        url: '/api/Content/GetTranslations',
        params: { Host: host, LanguageCode: languageCode },
      }),
      providesTags: ['Translations'],
    }),
    getTranslationsByAreaId: build.query<Record<string, string>, { areaId: string; languageCode: string }>({
      query: ({ areaId, languageCode }) => ({
        url: '/api/Content/GetTranslationsByAreaId',
        params: { AreaId: areaId, LanguageCode: languageCode },
      }),
      providesTags: ['Translations'],
    }),
  }),
});
