import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { FormDefinitionReply, FormQuery, SendFormRequest, SendFormResponse, type FormDefinition } from '../../contract/forms';
import { MAX_FILE_BYTES } from '../../common/forms/fields';
import { badRequest, HttpError } from '../errors';
import { customerOf, isLoggedIn } from '../plugins/auth';
import { formServiceFor, type ReceivedFile } from '../services/forms';
import { dropEmptyQueryValues, replies } from './_params';

/** A multipart SendForm: at most this many files and bytes of files in one request. */
export const MAX_FILES_PER_REQUEST = 10;
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

const received = new WeakMap<FastifyRequest, ReceivedFile[]>();

/**
 * multipart/form-data → the JSON of the part `payload` becomes the body (validated by the route schema like a
 * JSON body), the files are kept for the handler. Limits: 10 files, 10 MB each, 20 MB together.
 */
async function readMultipart(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const files: ReceivedFile[] = [];
  let payload: unknown;
  let total = 0;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      total += data.length;
      if (total > MAX_UPLOAD_BYTES) throw new HttpError(413, 'The files are too large together (at most 20 MB)');
      files.push({ field: part.fieldname, fileName: part.filename, data });
    } else if (part.fieldname === 'payload') {
      try {
        payload = JSON.parse(String(part.value));
      } catch {
        throw badRequest('payload must be JSON', { payload: 'must be JSON' });
      }
    }
  }
  if (payload === undefined) throw badRequest('payload must be defined', { payload: 'must be defined' });
  request.body = payload;
  received.set(request, files);
}

/** SPEC §7 'Forms': GET /api/Form/GetForm (the definition in a language) and POST /api/Form/SendForm (docs/forms-api.md). */
const formRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const forms = formServiceFor(app);
  app.addHook('onClose', async () => forms.close());
  // Only the routes of this plugin accept multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES_PER_REQUEST, fields: 5, fieldSize: 1024 * 1024, parts: MAX_FILES_PER_REQUEST + 5 },
  });

  app.get(
    '/GetForm',
    {
      preValidation: dropEmptyQueryValues,
      schema: { querystring: FormQuery, response: replies(FormDefinitionReply) },
    },
    async (request): Promise<FormDefinition> => forms.getForm(request.query.AreaId, request.query.LanguageCode, request.query.FormKey),
  );

  app.post(
    '/SendForm',
    {
      // The per-IP limits come first, before the body (up to 20 MB) is read or parsed — JSON and multipart alike.
      onRequest: async (request) => forms.admit(request.ip),
      preValidation: readMultipart,
      schema: { body: SendFormRequest, response: replies(SendFormResponse) },
    },
    async (request): Promise<SendFormResponse> => {
      const body = request.body;
      return forms.send({
        areaId: body.areaId,
        languageCode: body.languageCode,
        formKey: body.formKey,
        values: body.values,
        files: received.get(request) ?? [],
        pageUrl: body.pageUrl,
        // request.ip: X-Forwarded-For counts only when TRUST_PROXY names the proxy in front.
        ip: request.ip,
        customerNumber: customerOf(request),
        userId: isLoggedIn(request) ? (request.identity?.userId ?? null) : null,
      });
    },
  );
};

export default formRoutes;
