/**
 * SPEC §7 "Content, area, translations", the area calls: GET /api/Area/GetAreaById, GET /api/Area/GetAreaByDomain
 * (both answer the area settings) and GET /api/Site/GetSiteConfiguration (loaded at start with the host name and
 * locale). Imports nothing but TypeBox.
 */
import { Type, type Static } from '@sinclair/typebox';
import { LanguageCode, NullableString } from './common';
import { Blocks } from './content';
import { Facet, SortingOption } from './products';

/** GET /api/Area/GetAreaById. */
export const AreaByIdQuery = Type.Object({ AreaId: Type.String({ maxLength: 100 }), language: Type.String({ maxLength: 20 }) });
/** GET /api/Area/GetAreaByDomain. */
export const AreaByDomainQuery = Type.Object({ Domain: Type.String({ maxLength: 255 }), Language: Type.String({ maxLength: 20 }) });
/** GET /api/Site/GetSiteConfiguration. Locale is required, though the configuration is the same for every locale of a host. */
export const SiteConfigurationQuery = Type.Object({ Host: Type.String({ maxLength: 255 }), Locale: Type.String({ maxLength: 20 }) });

/** SPEC §3 Language entry. */
export const LanguageEntry = Type.Object({
  code: LanguageCode,
  /** 'da-DK'. */
  languageId: Type.String(),
  /** 'Dansk'. */
  name: Type.String(),
  areaId: Type.String(),
  /** Locale code of the PIM: DAN, EN, SVE, NOR, FIN. */
  localeCode: Type.String(),
  perfionLanguageId: Type.Number(),
  /** '' for Danish, '/en', '/sv', '/nb', '/fi'. */
  urlPrefix: Type.String(),
});
export type LanguageEntry = Static<typeof LanguageEntry>;

export const MenuKind = Type.Union([Type.Literal('primary'), Type.Literal('categories'), Type.Literal('secondary')]);
export type MenuKind = Static<typeof MenuKind>;

/** SPEC §3 Menu item (a tree: children are menu items too). */
export interface MenuItem {
  id: string;
  name: string;
  url: string;
  externalLink: string | null;
  parentId: string | null;
  menus: MenuKind[];
  children: MenuItem[];
}

const menuItemProperties = {
  id: Type.String(),
  name: Type.String(),
  url: Type.String(),
  externalLink: NullableString(),
  parentId: NullableString(),
  menus: Type.Array(MenuKind),
};
/**
 * A menu tree. The items' own fields are written out; the children below the top level are serialised whole (a
 * recursive schema with an $id would have to be registered once with Fastify and with the OpenAPI document).
 */
export const MenuItems = Type.Unsafe<MenuItem[]>(
  Type.Array(Type.Object({ ...menuItemProperties, children: Type.Array(Type.Unknown()) })),
);

export const AreaDomain = Type.Object({ domain: Type.String(), language: LanguageCode, isPrimary: Type.Boolean() });
export type AreaDomain = Static<typeof AreaDomain>;

/** SPEC §3 Area settings, the reply of GetAreaById / GetAreaByDomain. */
export const AreaSettings = Type.Object({
  area: Type.Object({
    id: Type.String(),
    name: Type.String(),
    currencyCode: Type.String(),
    defaultLanguage: LanguageCode,
    /** VAT rate (%) of the area's default country: prices shown incl. VAT to visitors not logged in (25). */
    vatPercentage: Type.Optional(Type.Number()),
  }),
  domains: Type.Array(AreaDomain),
  languages: Type.Array(LanguageEntry),
  /** Footer blocks in the requested language. */
  footerContent: Blocks,
  defaultFacets: Type.Array(Facet),
  sortingOptions: Type.Array(SortingOption),
  /** Base path (under the media root) of product images. */
  imagePrefix: Type.String(),
  menus: Type.Object({ primary: MenuItems, categories: MenuItems, secondary: MenuItems }),
});
export type AreaSettings = Static<typeof AreaSettings>;

/** SPEC §3 Site configuration. hostname is the requested host. */
export const SiteConfiguration = Type.Object({
  hostname: Type.String(),
  areaId: Type.String(),
  apiUri: Type.String(),
  publicApiUri: Type.String(),
  publicCmsUri: Type.String(),
  noindex: Type.Boolean(),
  titlePostfix: Type.String(),
});
export type SiteConfiguration = Static<typeof SiteConfiguration>;
