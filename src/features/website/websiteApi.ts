import { baseApi } from '../../api/baseApi';
import { areaByDomainRequest, siteConfigurationRequest, translationsByAreaIdRequest } from '../../../common/startup';
import type { AreaSettings, SiteConfiguration } from '../../api/types';

export const websiteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAreaById: build.query<AreaSettings, { areaId: string; language: string }>({
      query: ({ areaId, language }) => ({ url: '/api/Area/GetAreaById', params: { AreaId: areaId, language } }),
      providesTags: ['Area'],
    }),
    getAreaByDomain: build.query<AreaSettings, { domain: string; language: string }>({
      query: ({ domain, language }) => areaByDomainRequest(domain, language),
      providesTags: ['Area'],
    }),
    getSiteConfiguration: build.query<SiteConfiguration, { host: string; locale: string }>({
      query: ({ host, locale }) => siteConfigurationRequest(host, locale),
    }),
    getTranslations: build.query<Record<string, string>, { host: string; languageCode: string }>({
      query: ({ host, languageCode }) => ({
        url: '/api/Content/GetTranslations',
        params: { Host: host, LanguageCode: languageCode },
      }),
      providesTags: ['Translations'],
    }),
    getTranslationsByAreaId: build.query<Record<string, string>, { areaId: string; languageCode: string }>({
      query: ({ areaId, languageCode }) => translationsByAreaIdRequest(areaId, languageCode),
      providesTags: ['Translations'],
    }),
  }),
});
