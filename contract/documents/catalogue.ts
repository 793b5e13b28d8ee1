/** Document data of the catalogue types: brand (more follow: product, category). Imports nothing but TypeBox. */
import { Type, type Static } from '@sinclair/typebox';

/** `brand`: key = the brand's number in the shop (a positive whole number, as text: "12"). */
export const BrandDocument = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
export type BrandDocument = Static<typeof BrandDocument>;
