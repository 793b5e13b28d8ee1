/**
 * SPEC §7 images:
 *   GET /images/raw/{b64Path}                                 the original file under DATA_DIR/media
 *   GET /images/{resize}/{width}/{height}/{gravity}/{b64Path} a resized rendition (services/images.ts)
 *
 * The renderer (bounded disk cache, limited concurrent renders) is exposed as app.imageRenderer for its figures
 * (tests, bench); the plugin is not encapsulated for that reason.
 */
import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { RawImageParams, ResizedImageParams } from '../../contract/files';
import { notFound } from '../errors';
import { mediaContentType, resolveMediaPath } from '../services/media';
import {
  acceptsWebp,
  createImageRenderer,
  etagMatches,
  IMAGE_CACHE_CONTROL,
  parseImageParams,
  resolveImageSource,
  type ImageRenderer,
} from '../services/images';
import { fileReply } from './_params';

declare module 'fastify' {
  interface FastifyInstance {
    /** The resized-image renderer of this app (see services/images.ts). */
    imageRenderer: ImageRenderer;
  }
}

const imageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const mediaRoot = path.join(app.config.dataDir, 'media');
  const renderer = createImageRenderer(app.config);
  app.decorate('imageRenderer', renderer);

  app.get('/images/raw/:b64Path', { schema: { params: RawImageParams, response: fileReply('The media file', 'image/*') } }, async (request, reply) => {
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
  });

  app.get(
    '/images/:resize/:width/:height/:gravity/:b64Path',
    {
      schema: {
        params: ResizedImageParams,
        response: { ...fileReply('The image, resized', 'image/*'), 304: Type.Unsafe<undefined>({ description: 'Not modified (If-None-Match)' }) },
      },
    },
    async (request, reply) => {
      const { b64Path, ...raw } = request.params;
      const params = parseImageParams(raw, app.config.imageMaxDimension);
      const source = resolveImageSource(mediaRoot, b64Path);
      if (!source) throw notFound();
      const plan = await renderer.plan(source, params, acceptsWebp(request.headers.accept));
      reply
        .header('Cache-Control', IMAGE_CACHE_CONTROL)
        .header('ETag', plan.etag)
        .header('Vary', 'Accept')
        .header('X-Content-Type-Options', 'nosniff');
      // The ETag names exactly this rendition of this source version: a client holding it needs no render.
      if (etagMatches(request.headers['if-none-match'], plan.etag)) return reply.status(304).send();
      const image = await renderer.render(plan);
      reply
        .header('X-Cache', image.cacheHit ? 'HIT' : 'MISS')
        .header('Content-Type', image.contentType)
        .header('Content-Length', image.size);
      return reply.send(Buffer.isBuffer(image.body) ? image.body : image.body.createReadStream());
    },
  );
};

export default fp(imageRoutes, { name: 'image-routes' });
