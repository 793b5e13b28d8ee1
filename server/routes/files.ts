/**
 * SPEC §7 files:
 *   GET /files/{b64Path}/{b64FileName}                     a file under DATA_DIR/files, as an attachment
 *   GET /api/PerfionFile/file/{productNumber}/{featureName} product information files (?fileName=&language=)
 *   GET /files/DownloadCustomerPriceList/{customerNumber}   the caller's price list (.xlsx, streamed; docs/account-api.md)
 *   GET /files/LivePdfDownload?ItemId=&ReportId=&LanguageId=&Filename=  a product report (the data sheet) as PDF
 *   POST /files/DownloadAllFilesAndImages                   a zip of products' files and images (streamed)
 * Contracts: docs/files-api.md.
 * The images routes (/images/raw/…, /images/{resize}/…) live in routes/images.ts.
 */
import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { PRICE_LIST_CONTENT_TYPE, PRICE_LIST_FILE_NAME } from '../../contract/accountRules';
import {
  FileParams,
  LivePdfQuery,
  PriceListParams,
  ProductArchiveRequest,
  ProductFileParams,
  ProductFileQuery,
} from '../../contract/files';
import { badRequest, forbidden, HttpError, notFound, requireParam } from '../errors';
import { requireUser } from '../plugins/auth';
import { decodeBase64Path, resolveMediaPath } from '../services/media';
import {
  contentDisposition,
  datasheetFile,
  fileContentType,
  isSafeSegment,
  productExists,
  resolveFileLanguage,
  resolveProductFile,
  sanitizeFileName,
} from '../services/files';
import { writePriceList } from '../services/priceList';
import { planProductArchive, zipStream } from '../services/productArchive';
import { dropEmptyQueryValues, fileReply } from './_params';

/** Downloads must never render in the shop's origin (HTML, SVG): attachment, nosniff and a sandbox. */
function downloadHeaders(reply: FastifyReply, contentType: string, size: number, disposition: string): FastifyReply {
  return reply
    .header('Content-Type', contentType)
    .header('Content-Length', size)
    .header('Content-Disposition', disposition)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox");
}

/** Price lists generated at the same time per instance; further requests get 503 with Retry-After. */
export const PRICE_LIST_CONCURRENCY = 2;
/** Product zips streamed at the same time per instance; further requests get 503 with Retry-After. */
export const ARCHIVE_CONCURRENCY = 4;

/** LivePdfDownload's reports by ReportId (case-insensitive). */
const REPORTS = new Set(['datasheet']);

/** A download name ending in `extension` ('.pdf'): the sanitised name, with the extension added when it lacks it. */
function downloadName(name: string, extension: string, fallback: string): string {
  const clean = sanitizeFileName(name, fallback);
  return clean.toLowerCase().endsWith(extension) ? clean : sanitizeFileName(`${clean}${extension}`, fallback);
}

/** The app as the route plugins get it (TypeBox type provider: typed params, query and body). */
type FilesApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** Where the files come from: DATA_DIR/files, the generated files' cache, and DATA_DIR/media (images). */
interface FileDirs {
  filesRoot: string;
  fileCacheDir: string;
  mediaRoot: string;
}

/**
 * SPEC §7: a product report as PDF. ItemId = product number, ReportId = the report ('datasheet'), LanguageId = a
 * language ('da', 'da-DK', 'DAN' or the Perfion id; default da), Filename = the download name (sanitised, '.pdf').
 */
function livePdfRoute(app: FilesApp, { fileCacheDir }: FileDirs): void {
  app.get(
    '/files/LivePdfDownload',
    {
      preValidation: dropEmptyQueryValues,
      schema: {
        querystring: LivePdfQuery,
        response: fileReply('The report as PDF', 'application/pdf'),
      },
    },
    async (request, reply) => {
      const { ItemId: itemId, ReportId: reportId, Filename: fileName } = request.query;
      const language = await resolveFileLanguage(app.db, request.query.LanguageId);
      if (!language) throw badRequest('LanguageId is not a language of the shop', { LanguageId: 'is invalid' });
      if (!REPORTS.has(reportId.trim().toLowerCase())) throw notFound('Report not found');
      if (!isSafeSegment(itemId) || !(await productExists(app.db, itemId))) throw notFound('Product not found');
      const pdf = await datasheetFile(app.db, fileCacheDir, itemId, language);
      if (!pdf) throw notFound('Product not found');
      const name = downloadName(fileName, '.pdf', `${itemId}-datasheet.pdf`);
      downloadHeaders(reply, 'application/pdf', pdf.size, contentDisposition(name, `${itemId}-datasheet.pdf`))
        .header('ETag', pdf.etag)
        .header('Cache-Control', 'public, max-age=3600');
      return reply.send(createReadStream(pdf.file));
    },
  );
}

/**
 * A zip of products' data sheets, files and images (docs/files-api.md), streamed as it is made; at most
 * ARCHIVE_CONCURRENCY at a time per instance.
 */
function productArchiveRoute(app: FilesApp, { filesRoot, mediaRoot, fileCacheDir }: FileDirs): void {
  let archivesRunning = 0;
  app.post(
    '/files/DownloadAllFilesAndImages',
    {
      schema: {
        body: ProductArchiveRequest,
        response: fileReply('A zip of the products\' data sheets, files and images (streamed)', 'application/zip'),
      },
    },
    async (request, reply) => {
      const { productIds } = request.body;
      const language = await resolveFileLanguage(app.db, request.body.language?.trim() || undefined);
      if (!language) throw badRequest('language is not a language of the shop', { language: 'is invalid' });
      if (archivesRunning >= ARCHIVE_CONCURRENCY) {
        throw new HttpError(503, 'Downloads are being prepared; please try again shortly.', undefined, { 'Retry-After': '5' });
      }
      archivesRunning += 1;
      let released = false;
      const release = () => {
        if (!released) archivesRunning -= 1;
        released = true;
      };
      try {
        const plan = await planProductArchive(app.db, { filesRoot, mediaRoot, cacheDir: fileCacheDir }, productIds, language);
        const fallback = productIds.length === 1 ? `${productIds[0]!.trim()}-files.zip` : 'product-files.zip';
        const stream = zipStream(plan, (err) => request.log.error({ err }, 'product zip failed'));
        stream.once('end', release);
        stream.once('close', release);
        stream.once('error', release);
        return await reply
          .header('Content-Type', 'application/zip')
          .header('Content-Disposition', contentDisposition(downloadName(request.body.fileName ?? '', '.zip', fallback), fallback))
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'no-store')
          .send(stream);
      } catch (err) {
        release();
        throw err;
      }
    },
  );
}

/**
 * SPEC §6: the caller's price list, the only call that names the customer number — the caller's own (an impersonating
 * rep: the impersonated customer's), else 403; at most PRICE_LIST_CONCURRENCY at a time per instance. The static
 * segment wins over /files/:b64Path/:b64FileName.
 */
function priceListRoute(app: FilesApp): void {
  let priceListsRunning = 0;
  app.get(
    '/files/DownloadCustomerPriceList/:customerNumber',
    { schema: { params: PriceListParams, response: fileReply('The price list (streamed)', PRICE_LIST_CONTENT_TYPE) } },
    async (request, reply) => {
      const identity = requireUser(request);
      if (identity.customerNumber === null || identity.customerNumber !== request.params.customerNumber) throw forbidden();
      const customer = await app.db
        .selectFrom('customers')
        .select(['customer_number', 'name', 'area_id'])
        .where('customer_number', '=', identity.customerNumber)
        .executeTakeFirst();
      if (!customer) throw notFound('Customer not found');
      if (priceListsRunning >= PRICE_LIST_CONCURRENCY) {
        throw new HttpError(503, 'Price lists are being generated; please try again shortly.', undefined, { 'Retry-After': '5' });
      }
      priceListsRunning += 1;
      const out = new PassThrough();
      let released = false;
      const release = () => {
        if (!released) priceListsRunning -= 1;
        released = true;
      };
      out.once('close', release);
      void writePriceList(
        app,
        { customerNumber: customer.customer_number, name: customer.name, areaId: customer.area_id },
        identity.language,
        out,
      )
        .catch((err: unknown) => {
          request.log.error({ err }, 'price list generation failed');
          out.destroy(err instanceof Error ? err : new Error(String(err)));
        })
        .finally(release);
      return reply
        .header('Content-Type', PRICE_LIST_CONTENT_TYPE)
        .header('Content-Disposition', contentDisposition(PRICE_LIST_FILE_NAME))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(out);
    },
  );
}

/** SPEC §5: a file under DATA_DIR/files; it needs its path and file parameters (an empty one → 400 '<name> must be defined'). */
function fileRoute(app: FilesApp, { filesRoot }: FileDirs): void {
  app.get(
    '/files/:b64Path/:b64FileName',
    {
      schema: {
        params: FileParams,
        response: fileReply('The file, as an attachment', 'application/octet-stream'),
      },
    },
    async (request, reply) => {
      const b64Path = requireParam(request.params.b64Path.trim(), 'b64Path');
      const b64FileName = requireParam(request.params.b64FileName.trim(), 'b64FileName');
      const file = resolveMediaPath(filesRoot, b64Path);
      if (!file) throw notFound();
      const fileName = decodeBase64Path(b64FileName) ?? path.basename(file);
      const stat = statSync(file);
      downloadHeaders(reply, fileContentType(fileName), stat.size, contentDisposition(fileName, path.basename(file)))
        .header('Last-Modified', stat.mtime.toUTCString())
        .header('Cache-Control', 'public, max-age=86400');
      return reply.send(createReadStream(file));
    },
  );
}

/** Product information files: the data sheet (generated), or a file of the product's feature in a language. */
function productFileRoute(app: FilesApp, { filesRoot, fileCacheDir }: FileDirs): void {
  app.get(
    '/api/PerfionFile/file/:productNumber/:featureName',
    {
      preValidation: dropEmptyQueryValues,
      schema: {
        params: ProductFileParams,
        querystring: ProductFileQuery,
        response: fileReply('The product information file, as an attachment', 'application/octet-stream'),
      },
    },
    async (request, reply) => {
      const { productNumber, featureName } = request.params;
      const { fileName } = request.query;
      if (!isSafeSegment(productNumber) || !isSafeSegment(featureName)) throw notFound();
      const isDatasheet = featureName.toLowerCase() === 'datasheet';
      if (!isDatasheet) requireParam(fileName, 'fileName');
      const language = await resolveFileLanguage(app.db, request.query.language);
      if (!language) throw badRequest('language is not a language of the shop', { language: 'is invalid' });
      if (!(await productExists(app.db, productNumber))) throw notFound();

      if (isDatasheet) {
        const pdf = await datasheetFile(app.db, fileCacheDir, productNumber, language);
        if (!pdf) throw notFound();
        const name = fileName ?? `${productNumber}-datasheet.pdf`;
        downloadHeaders(reply, 'application/pdf', pdf.size, contentDisposition(name, `${productNumber}-datasheet.pdf`))
          .header('ETag', pdf.etag)
          .header('Cache-Control', 'public, max-age=3600');
        return reply.send(createReadStream(pdf.file));
      }

      const file = resolveProductFile(filesRoot, productNumber, featureName, fileName ?? '', language);
      if (!file) throw notFound();
      const stat = statSync(file);
      downloadHeaders(reply, fileContentType(file), stat.size, contentDisposition(fileName ?? path.basename(file)))
        .header('Last-Modified', stat.mtime.toUTCString())
        .header('Cache-Control', 'public, max-age=3600');
      return reply.send(createReadStream(file));
    },
  );
}

/** The file routes of SPEC §7 (see the top of this module). */
const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const dirs: FileDirs = {
    filesRoot: path.join(app.config.dataDir, 'files'),
    fileCacheDir: path.join(app.config.dataDir, 'cache', 'files'),
    mediaRoot: path.join(app.config.dataDir, 'media'),
  };
  livePdfRoute(app, dirs);
  productArchiveRoute(app, dirs);
  priceListRoute(app);
  fileRoute(app, dirs);
  productFileRoute(app, dirs);
};

export default fileRoutes;
