/**
 * SPEC §7 'Files, images, sitemap': the requests of the file and image downloads (their answers are files — PDF,
 * zip, spreadsheet, images — described in the OpenAPI document by media type, not by a schema). Behaviour:
 * docs/files-api.md. Imports nothing but TypeBox.
 */
import { Type } from '@sinclair/typebox';

/** Most products in one DownloadAllFilesAndImages zip. */
export const ARCHIVE_MAX_PRODUCTS = 20;

/**
 * GET /files/LivePdfDownload: ItemId = product number, ReportId = the report ('datasheet'), LanguageId = a language
 * ('da', 'da-DK', 'DAN' or the Perfion id; default da), Filename = the download name (sanitised, '.pdf').
 */
export const LivePdfQuery = Type.Object({
  ItemId: Type.String({ maxLength: 100 }),
  ReportId: Type.String({ maxLength: 100 }),
  LanguageId: Type.Optional(Type.String({ maxLength: 20 })),
  Filename: Type.String({ maxLength: 255 }),
});

/** POST /files/DownloadAllFilesAndImages: a zip of the products' data sheets, files and images. */
export const ProductArchiveRequest = Type.Object({
  productIds: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: ARCHIVE_MAX_PRODUCTS }),
  language: Type.Optional(Type.String({ maxLength: 20 })),
  fileName: Type.Optional(Type.String({ maxLength: 255 })),
});

/** GET /files/DownloadCustomerPriceList/{customerNumber}: the caller's own customer number. */
export const PriceListParams = Type.Object({ customerNumber: Type.String({ minLength: 1, maxLength: 50 }) });

/** GET /files/{b64Path}/{b64FileName}: a file under DATA_DIR/files (both base64; an empty one → 400). */
export const FileParams = Type.Object({ b64Path: Type.String({ maxLength: 4096 }), b64FileName: Type.String({ maxLength: 4096 }) });

/** GET /api/PerfionFile/file/{productNumber}/{featureName}?fileName=&language=: a product information file. */
export const ProductFileParams = Type.Object({
  productNumber: Type.String({ minLength: 1, maxLength: 100 }),
  featureName: Type.String({ minLength: 1, maxLength: 100 }),
});
export const ProductFileQuery = Type.Object({
  fileName: Type.Optional(Type.String({ maxLength: 255 })),
  language: Type.Optional(Type.String({ maxLength: 20 })),
});

const B64Path = Type.String({ maxLength: 4096 });
const Segment = Type.String({ maxLength: 32 });

/** GET /images/raw/{b64Path}: a media file as it is. */
export const RawImageParams = Type.Object({ b64Path: B64Path });
/** GET /images/{resize}/{width}/{height}/{gravity}/{b64Path}: a media image resized (SPEC §7 image URLs). */
export const ResizedImageParams = Type.Object({ resize: Segment, width: Segment, height: Segment, gravity: Segment, b64Path: B64Path });
