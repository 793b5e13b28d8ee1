/**
 * SPEC §7 files:
 *   GET /files/{b64Path}/{b64FileName}                     a file under DATA_DIR/files, as an attachment
 *   GET /api/PerfionFile/file/{productNumber}/{featureName} product information files (?fileName=&language=)
 *   GET /files/DownloadCustomerPriceList/{customerNumber}   the caller's price list (.xlsx, streamed; docs/account-api.md)
 * The images routes (/images/raw/…, /images/{resize}/…) live in routes/images.ts.
 */
import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { PRICE_LIST_CONTENT_TYPE, PRICE_LIST_FILE_NAME } from '../../src/api/accountTypes';
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
} from '../services/files';
import { writePriceList } from '../services/priceList';
import { dropEmptyQueryValues } from './_params';

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

const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const filesRoot = path.join(app.config.dataDir, 'files');
  const fileCacheDir = path.join(app.config.dataDir, 'cache', 'files');
  let priceListsRunning = 0;

  // SPEC §6: the only call that names the customer number — the caller's own (an impersonating rep: the
  // impersonated customer's), else 403. The static segment wins over /files/:b64Path/:b64FileName.
  app.get(
    '/files/DownloadCustomerPriceList/:customerNumber',
    { schema: { params: Type.Object({ customerNumber: Type.String({ minLength: 1, maxLength: 50 }) }) } },
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

  // SPEC §5: the file route needs its path and file parameters (an empty one → 400 '<name> must be defined').
  app.get(
    '/files/:b64Path/:b64FileName',
    {
      schema: {
        params: Type.Object({ b64Path: Type.String({ maxLength: 4096 }), b64FileName: Type.String({ maxLength: 4096 }) }),
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

  app.get(
    '/api/PerfionFile/file/:productNumber/:featureName',
    {
      preValidation: dropEmptyQueryValues,
      schema: {
        params: Type.Object({
          productNumber: Type.String({ minLength: 1, maxLength: 100 }),
          featureName: Type.String({ minLength: 1, maxLength: 100 }),
        }),
        querystring: Type.Object({
          fileName: Type.Optional(Type.String({ maxLength: 255 })),
          language: Type.Optional(Type.String({ maxLength: 20 })),
        }),
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
};

export default fileRoutes;
