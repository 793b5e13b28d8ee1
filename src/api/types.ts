/**
 * Wire types of the shop's HTTP API (SPEC §3 and §7) for the storefront. The shapes are written once, as TypeBox
 * schemas in contract/ (the server validates and serialises with them, /api/openapi.json describes them); these are
 * their static types, re-exported type-only so no TypeBox code reaches the browser. Types the storefront alone uses
 * (Link, ProductListParameters) are written here.
 */
import type { AreaInfo } from '../../contract/common';
import type { PriceKey, PriceRequest as PriceBody } from '../../contract/prices';
import type { Facet, ProductSearchRequest as SearchBody, SearchFilter, SortingOption } from '../../contract/products';

export type { AreaInfo, LanguageCode, ErrorReply as ApiErrorBody } from '../../contract/common';
export type {
  AreaDomain,
  AreaSettings,
  LanguageEntry,
  MenuItem,
  MenuKind,
  SiteConfiguration,
} from '../../contract/area';
export type { Block, BlockType, ContentResponse, ContentType, Page } from '../../contract/content';
export type {
  Facet,
  FacetOption,
  FacetType,
  Product,
  ProductSearchResponse,
  ProductSpecification,
  ProductUnit,
  SearchFilter,
  SearchQuery,
  Sorting,
  SortingOption,
  UnitPrice,
} from '../../contract/products';
export type { PriceEntry, PriceKey, PriceResponse } from '../../contract/prices';
export type { LoginRequest, TokenResponse, User } from '../../contract/user';
export type {
  AllowedUsersRequest,
  AllowedUsersResponse,
  ImpersonateRequest,
  ImpersonationCandidate,
} from '../../contract/impersonation';

/**
 * GetProductsBySearch's body as the storefront sends it: every part given, the area complete (the contract leaves
 * all but the area optional, and the area's fields to the service's check).
 */
export type ProductSearchRequest = Required<Omit<SearchBody, 'area' | 'lookupTemplate'>> &
  Pick<SearchBody, 'lookupTemplate'> & { area: AreaInfo };

/** GetPrices' body as the storefront sends it: every key with its variantId (null for the product itself). */
export type PriceRequest = Omit<PriceBody, 'products'> & { products: PriceKey[] };

export type { Link } from '../../common/content/params';

export interface ProductListParameters {
  /** Search container key; default 'products'. */
  listReference?: string;
  pageSize?: number;
  lookupTemplate?: string;
  facets?: Facet[];
  sortingOptions?: SortingOption[];
  /** Fixed filters of this list, e.g. the category of a category page. */
  search?: SearchFilter;
  title?: string;
}
