import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { AREA_ID, DEFAULT_CURRENCY } from '../../api/startupRequests';
import type { AreaInfo, AreaSettings, LanguageCode, SiteConfiguration } from '../../api/types';
import { DEFAULT_LOCALE, LOCALES } from '../../lib/locales';

export { AREA_ID, DEFAULT_CURRENCY };

export interface WebsiteState {
  locale: LanguageCode;
  area: AreaSettings | null;
  site: SiteConfiguration | null;
  /** CMS-managed labels (GetTranslations) of the active locale. */
  translations: Record<string, string>;
  /** Prices shown including VAT (SPEC §9 VAT display multiplier). */
  vatMode: boolean;
}

const initialState: WebsiteState = {
  locale: DEFAULT_LOCALE,
  area: null,
  site: null,
  translations: {},
  vatMode: false,
};

const websiteSlice = createSlice({
  name: 'website',
  initialState,
  reducers: {
    localeSet(state, action: PayloadAction<LanguageCode>) {
      state.locale = action.payload;
    },
    websiteLoaded(
      state,
      action: PayloadAction<{ area: AreaSettings; site: SiteConfiguration; translations: Record<string, string> }>,
    ) {
      state.area = action.payload.area;
      state.site = action.payload.site;
      state.translations = action.payload.translations;
    },
    vatModeSet(state, action: PayloadAction<boolean>) {
      state.vatMode = action.payload;
    },
  },
});

export const { localeSet, websiteLoaded, vatModeSet } = websiteSlice.actions;
export const websiteReducer = websiteSlice.reducer;

interface WithWebsite {
  website: WebsiteState;
}
interface WithCustomerCurrency {
  customer: { customer: { currencyCode: string } | null };
}

export const selectLocale = (state: WithWebsite) => state.website.locale;
export const selectArea = (state: WithWebsite) => state.website.area;
/** SPEC §4 Website data: the page counts as ready once the area is known. */
export const selectWebsiteReady = (state: WithWebsite) => state.website.area !== null;
export const selectSite = (state: WithWebsite) => state.website.site;
export const selectTitlePostfix = (state: WithWebsite) => state.website.site?.titlePostfix ?? '';
/** The shop's name: the title postfix without its separator (' | Nordlys Teknik B2B'), else the area name. */
export const selectSiteName = (state: WithWebsite) =>
  (state.website.site?.titlePostfix ?? '').replace(/^\s*[|–—-]\s*/, '').trim() || state.website.area?.area.name || '';
export const selectVatMode = (state: WithWebsite) => state.website.vatMode;
/** SPEC §9: 1.25 when prices are shown including VAT, otherwise 1. */
export const selectVatMultiplier = (state: WithWebsite) => (state.website.vatMode ? 1.25 : 1);
export const selectCmsText = (state: WithWebsite, key: string, fallback?: string) =>
  state.website.translations[key] ?? fallback ?? key;

/** The currency: the customer's when logged in, else the area's default (DKK). */
export const selectCurrencyCode = (state: WithWebsite & WithCustomerCurrency) =>
  state.customer.customer?.currencyCode ?? state.website.area?.area.currencyCode ?? DEFAULT_CURRENCY;

export const selectAreaInfo = (state: WithWebsite & WithCustomerCurrency): AreaInfo => ({
  areaId: state.website.area?.area.id ?? AREA_ID,
  currencyCode: selectCurrencyCode(state),
  languageCode: state.website.locale,
});

export const selectLanguageId = (state: WithWebsite) => LOCALES[state.website.locale].languageId;
