import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../errors';
import { mediaContentType, resolveMediaPath } from '../services/media';

/** SPEC §7 GET /images/raw/{b64Path}: an original media file under DATA_DIR/media. */
const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const mediaRoot = path.join(app.config.dataDir, 'media');

  app.get(
    '/images/raw/:b64Path',
    { schema: { params: Type.Object({ b64Path: Type.String({ maxLength: 4096 }) }) } },
    async (request, reply) => {
      const file = resolveMediaPath(mediaRoot, request.params.b64Path);
      const type = file ? mediaContentType(file) : undefined;
      if (!file || !type) throw notFound();
      const stat = statSync(file);
      reply
        .header('Content-Type', type)
        .header('Content-Length', stat.size)
        .header('Last-Modified', stat.mtime.toUTCString())
        .header('Cache-Control', 'public, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff');
      if (type === 'image/svg+xml') {
        // An SVG opened directly must not run scripts in our origin.
        reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      }
      return reply.send(createReadStream(file));
    },
  );
};

export default fileRoutes;
