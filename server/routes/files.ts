/**
 * SPEC §7 files:
 *   GET /files/{b64Path}/{b64FileName}                     a file under DATA_DIR/files, as an attachment
 *   GET /api/PerfionFile/file/{productNumber}/{featureName} product information files (?fileName=&language=)
 * The images routes (/images/raw/…, /images/{resize}/…) live in routes/images.ts.
 */
import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { badRequest, notFound, requireParam } from '../errors';
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

const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const filesRoot = path.join(app.config.dataDir, 'files');
  const fileCacheDir = path.join(app.config.dataDir, 'cache', 'files');

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
