import { baseApi } from '../../api/baseApi';
import type { FormDefinition, SendFormRequest, SendFormResponse } from '../../api/formTypes';

export interface GetFormArgs {
  areaId: string;
  languageCode: string;
  formKey: string;
}

/** A SendForm body with the files chosen per file field (sent as multipart when there are any). */
export interface SendFormArgs extends SendFormRequest {
  files: Record<string, readonly File[]>;
}

/** JSON, or — with files — multipart/form-data: the JSON in the part `payload`, each file as a part named by its field. */
export function sendFormBody({ files, ...request }: SendFormArgs): SendFormRequest | FormData {
  const entries = Object.entries(files).filter(([, list]) => list.length > 0);
  if (entries.length === 0) return request;
  const body = new FormData();
  body.append('payload', JSON.stringify(request));
  for (const [field, list] of entries) for (const file of list) body.append(field, file, file.name);
  return body;
}

/** SPEC §7 'Forms' (docs/forms-api.md): the form's definition (GetForm) and SendForm. */
export const formApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getForm: build.query<FormDefinition, GetFormArgs>({
      query: ({ areaId, languageCode, formKey }) => ({
        url: '/api/Form/GetForm',
        params: { AreaId: areaId, LanguageCode: languageCode, FormKey: formKey },
      }),
    }),
    sendForm: build.mutation<SendFormResponse, SendFormArgs>({
      query: (args) => ({ url: '/api/Form/SendForm', method: 'POST', body: sendFormBody(args) }),
    }),
  }),
});
