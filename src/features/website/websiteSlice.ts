import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { AREA_ID, DEFAULT_CURRENCY } from '../../../common/startup';
import type { AreaInfo, AreaSettings, LanguageCode, SiteConfiguration } from '../../api/types';
import { DEFAULT_LOCALE } from '../../../common/locales';
import { DEFAULT_VAT_RATE_BP, rateBpOf } from '../../../common/vat';

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
  customer: { customer: { currencyCode: string; vatPercentage?: number } | null };
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
export const selectCmsText = (state: WithWebsite, key: string, fallback?: string) =>
  state.website.translations[key] ?? fallback ?? key;

/** The currency: the customer's when logged in, else the area's default (DKK). */
export const selectCurrencyCode = (state: WithWebsite & WithCustomerCurrency) =>
  state.customer.customer?.currencyCode ?? state.website.area?.area.currencyCode ?? DEFAULT_CURRENCY;

/**
 * The VAT rate (basis points) of prices shown including VAT — the one the server charges in the cart and on the
 * invoice: the customer's (GetUser extraInfo.vatPercentage: 25.5 % in Finland, 25 % in DK/SE/NO), for a visitor
 * the area's (GetAreaByDomain), and SPEC §9's 25 % (×1.25) until either is known.
 */
export const selectVatRateBp = (state: WithWebsite & WithCustomerCurrency): number =>
  rateBpOf(state.customer.customer?.vatPercentage) ?? rateBpOf(state.website.area?.area.vatPercentage) ?? DEFAULT_VAT_RATE_BP;

/** The VAT rate added to the prices shown: selectVatRateBp in VAT mode, otherwise 0. */
export const selectShownVatRateBp = (state: WithWebsite & WithCustomerCurrency): number =>
  state.website.vatMode ? selectVatRateBp(state) : 0;

export const selectAreaInfo = (state: WithWebsite & WithCustomerCurrency): AreaInfo => ({
  areaId: state.website.area?.area.id ?? AREA_ID,
  currencyCode: selectCurrencyCode(state),
  languageCode: state.website.locale,
});

