/**
 * SPEC §7 'Customer centre and customer': GET /api/FavoriteList/GetFavoriteList and POST UpdateFavoriteList, the
 * caller's named lists of product keys. Behaviour: docs/account-api.md 'Favourite lists'; bounds:
 * values.ts FAVORITE_LIST_LIMITS.
 */
import { Type, type Static } from '@sinclair/typebox';
import { NullableNumber, NullableString, ProductKey } from './common';
import { FAVORITE_LIST_LIMITS } from './values';

/** A non-empty bounded string. */
const Key = (maxLength: number) => Type.String({ minLength: 1, maxLength });

/** GET /api/FavoriteList/GetFavoriteList query: with ListName exactly that list, else every list of the caller. */
export const GetFavoriteListQuery = Type.Object({
  AreaId: Type.String({ maxLength: 50 }),
  ListName: Type.Optional(Type.String({ maxLength: 400 })),
  /**
   * 'true': the reply also holds the lists colleagues (active users of the same customer) share with the company,
   * after the caller's own (issue 20; own: false). Without it only the caller's own lists, as before.
   */
  IncludeShared: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
});
export type GetFavoriteListQuery = Static<typeof GetFavoriteListQuery>;

export const FavoriteListLine = Type.Object({
  productId: Type.String(),
  /** null when the line is for the product itself. */
  variantId: NullableString(),
  unitOfMeasure: Type.String(),
  /** A remembered quantity (> 0; whole unless the unit allows decimals, then at most 3), or null. */
  quantity: NullableNumber(),
  /** ISO-8601 time the line was added. */
  addedAt: Type.String(),
});
export type FavoriteListLine = Static<typeof FavoriteListLine>;

/** Sharing of a list with the company: none (the owner's own), read (colleagues use it), write (colleagues edit it). */
export const FAVORITE_LIST_SHARING = ['none', 'read', 'write'] as const;
export type FavoriteListSharing = (typeof FAVORITE_LIST_SHARING)[number];
export const FavoriteListSharingSchema = Type.Union(FAVORITE_LIST_SHARING.map((m) => Type.Literal(m)));

export const FavoriteList = Type.Object({
  /** The list's id: UpdateFavoriteList's listId (a colleague's shared list is addressed by it). */
  id: Type.String(),
  name: Type.String(),
  sharing: FavoriteListSharingSchema,
  /** true for the caller's own lists; false for a colleague's shared list. */
  own: Type.Boolean(),
  /** The name of the user who owns the list. */
  ownerName: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  /** In the order they were added (setLines: in the order given). */
  lines: Type.Array(FavoriteListLine),
});
export type FavoriteList = Static<typeof FavoriteList>;

/** GET /api/FavoriteList/GetFavoriteList reply (404 when ListName names no list of the caller). */
export const GetFavoriteListResponse = Type.Object({ favoriteLists: Type.Array(FavoriteList) });
export type GetFavoriteListResponse = Static<typeof GetFavoriteListResponse>;

export const FAVORITE_LIST_ACTIONS = ['create', 'rename', 'delete', 'addLines', 'removeLines', 'setLines', 'share'] as const;
export type FavoriteListAction = (typeof FAVORITE_LIST_ACTIONS)[number];

/**
 * A line of an update: the product key (product and unit not empty here) and, for addLines, a quantity — given →
 * stored (null clears it), absent → an existing line keeps its quantity.
 */
export const FavoriteListLineInput = Type.Object({
  ...ProductKey.properties,
  productId: Key(100),
  unitOfMeasure: Key(20),
  // No `type` on purpose: with coerceTypes, ajv would read "0x10" as 16 and true as 1. lineInputs checks it strictly
  // (a number or null) and names the line; whole or decimal is the unit's catalogue rule (checkCatalogue).
  quantity: Type.Optional(Type.Unsafe<number | null>({})),
});
export type FavoriteListLineInput = Static<typeof FavoriteListLineInput>;

/** POST /api/FavoriteList/UpdateFavoriteList body. */
export const UpdateFavoriteListRequest = Type.Object({
  areaId: Key(50),
  /** The list the action is for (matched ignoring case and surrounding spaces). */
  listName: Type.String({ maxLength: 400 }),
  /**
   * The list by id instead of by name (listName is then not read): the caller's own list or a colleague's shared one.
   * Owner only: rename, delete, share; a colleague may addLines/removeLines/setLines when the list is shared 'write'
   * (403 when it is shared 'read'). Another customer's or an unshared colleague's list: 404. Not for create.
   */
  listId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  /** share: the new sharing ('none' stops sharing). */
  sharing: Type.Optional(FavoriteListSharingSchema),
  action: Type.Union(FAVORITE_LIST_ACTIONS.map((a) => Type.Literal(a))),
  /** rename: the new name. */
  newName: Type.Optional(Type.String({ maxLength: 400 })),
  /** addLines, removeLines (keys only), setLines (the whole new content; [] empties the list). */
  lines: Type.Optional(Type.Array(FavoriteListLineInput, { maxItems: FAVORITE_LIST_LIMITS.maxLines })),
});
export type UpdateFavoriteListRequest = Static<typeof UpdateFavoriteListRequest>;

/** UpdateFavoriteList reply: the list after the change; null after delete. */
export const UpdateFavoriteListResponse = Type.Object({ favoriteList: Type.Union([FavoriteList, Type.Null()]) });
export type UpdateFavoriteListResponse = Static<typeof UpdateFavoriteListResponse>;
