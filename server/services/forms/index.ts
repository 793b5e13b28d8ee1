/**
 * Forms (SPEC §7 'Forms', docs/forms-api.md): GetForm serves a definition in one language; SendForm checks every
 * field with the shared rules (src/api/formRules.ts, e-mail domains strictly), answers the errors per field —
 * or stores the submission (values with their labels, attachments) and, in the same transaction, queues its mail
 * to the form's recipient in the mail outbox (mailOutbox.ts: sent at once, retried with backoff, by any instance;
 * the attachments are read from form_submission_files when the mail is sent, never copied). The submission's
 * mail_status follows its mail: pending → sent | failed. Spam: a honeypot field (a filled one is answered like a
 * success, nothing stored or mailed) and the per-IP limits of throttle.ts, checked before the body is read (admit).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isTicked, validateFields, type FieldInput, type FileInfo } from '../../../common/forms/rules';
import type { FormDefinition, FormErrors } from '../../../contract/forms';
import type { SendFormResponse } from '../../../contract/forms';
import type { Db } from '../../db';
import { badRequest, HttpError, notFound } from '../../errors';
import { findArea, parseJson, resolveAreaLanguage } from '../area';
import { enqueueMail, mailOutboxFor, registerMailKind, type MailOutbox } from '../mailOutbox';
import { allFields, checkDefinition, honeypotOf, localize, localizeField, textIn, type StoredField, type StoredFormDefinition } from './definition';
import { attachmentInfo, type ReceivedFile } from './files';
import { submissionMail, type MailedValue } from './mail';
import { FormThrottle } from './throttle';

export const FORM_NOT_FOUND = 'Form not found';
export const FORM_THROTTLED_MESSAGE = 'Too many forms sent from your address. Please try again later.';

export type { ReceivedFile } from './files';

export interface SendInput {
  areaId: string;
  languageCode: string;
  formKey: string;
  /** The JSON values (checked here: strings, checkbox booleans). */
  values: Record<string, unknown>;
  files: ReceivedFile[];
  pageUrl?: string | undefined;
  ip: string;
  customerNumber: string | null;
  userId: string | null;
}

interface LoadedForm {
  recipient: string;
  definition: StoredFormDefinition;
  /** The area's default language (texts missing in the requested language fall back to it). */
  fallback: string;
}

/** A stored value: the field's name, its label as the sender saw it, and what was sent. */
export interface StoredValue {
  name: string;
  label: string;
  value: string | boolean | string[];
}

/** 'YYYY-MM-DD' of the day before `now` in UTC: a date bound of 'today' allows for senders in every time zone. */
function serverToday(now: Date): string {
  return new Date(now.getTime() - 24 * 3600 * 1000).toISOString().slice(0, 10);
}

export async function loadForm(db: Db, areaId: string, formKey: string): Promise<LoadedForm | null> {
  const area = await findArea(db, areaId);
  if (!area) return null;
  const row = await db
    .selectFrom('forms')
    .select(['recipient', 'definition'])
    .where('area_id', '=', area.id)
    .where('form_key', '=', formKey.trim())
    .executeTakeFirst();
  if (!row) return null;
  return { recipient: row.recipient, definition: checkDefinition(formKey, parseJson<unknown>(row.definition, null)), fallback: area.default_language };
}

/** Stores (or replaces) a form definition after checking it. */
export async function saveForm(db: Db, areaId: string, formKey: string, recipient: string, definition: unknown, now = new Date()): Promise<void> {
  const checked = checkDefinition(formKey, definition);
  const row = { recipient, definition: JSON.stringify(checked), updated_at: now.toISOString() };
  await db
    .insertInto('forms')
    .values({ area_id: areaId, form_key: formKey, ...row })
    .onConflict((oc) => oc.columns(['area_id', 'form_key']).doUpdateSet(row))
    .execute();
}

/** The values as JSON sends them → the rules' input; a value of the wrong type is a 400 naming it. */
function inputsOf(fields: readonly StoredField[], values: Record<string, unknown>, files: readonly ReceivedFile[]): Record<string, FieldInput> {
  const byName = new Map(fields.map((f) => [f.name, f]));
  for (const file of files) {
    if (byName.get(file.field)?.type !== 'file') throw badRequest(`${file.field} is not a file field of this form`, { [file.field]: 'is not a file field' });
  }
  const inputs: Record<string, FieldInput> = {};
  for (const field of fields) {
    const raw = values[field.name];
    const at = `values.${field.name}`;
    if (field.type === 'file') {
      if (raw !== undefined && raw !== null && raw !== '') throw badRequest(`${at} must be sent as a file part`, { [at]: 'must be a file part' });
      inputs[field.name] = files.filter((f) => f.field === field.name).map(attachmentInfo);
    } else if (raw === undefined || raw === null) {
      inputs[field.name] = undefined;
    } else if (field.type === 'checkbox') {
      if (typeof raw !== 'boolean' && !(typeof raw === 'string' && ['true', 'false', 'on', ''].includes(raw))) {
        throw badRequest(`${at} must be true or false`, { [at]: 'must be true or false' });
      }
      inputs[field.name] = raw;
    } else if (typeof raw === 'string' || (field.type === 'number' && typeof raw === 'number' && Number.isFinite(raw))) {
      inputs[field.name] = String(raw);
    } else {
      throw badRequest(`${at} must be a string`, { [at]: 'must be a string' });
    }
  }
  return inputs;
}

function storedValue(field: StoredField, input: FieldInput): StoredValue['value'] {
  if (field.type === 'checkbox') return isTicked(input);
  if (Array.isArray(input)) return (input as readonly FileInfo[]).map((f) => f.name);
  return typeof input === 'string' ? input.trim() : '';
}

/** The outbox kind of a form mail; its ref is the submission id. */
export const FORM_MAIL_KIND = 'form';

registerMailKind(FORM_MAIL_KIND, {
  // The files are attached from the submission's own rows: a 20 MB upload is stored once, not again in the outbox.
  async attachments(db, submissionId) {
    const files = await db
      .selectFrom('form_submission_files')
      .select(['file_name', 'content_type', 'data'])
      .where('submission_id', '=', submissionId)
      .orderBy('position')
      .execute();
    return files.map((f) => ({ filename: f.file_name, contentType: f.content_type, content: Buffer.from(f.data) }));
  },
  async recorded(trx, submissionId, outcome) {
    const update =
      outcome.status === 'sent'
        ? { mail_status: 'sent', mailed_at: outcome.at, mail_error: null }
        : outcome.status === 'failed'
          ? { mail_status: 'failed', mail_error: outcome.error ?? null }
          : // Still pending: the reason of the last failed attempt.
            { mail_error: outcome.error ?? null };
    await trx.updateTable('form_submissions').set(update).where('id', '=', submissionId).execute();
  },
});

export class FormService {
  /** The clock (tests move it). */
  now: () => Date = () => new Date();
  /** Where the mails go (tests replace its mailer). */
  readonly outbox: MailOutbox;
  private readonly throttle: FormThrottle;

  constructor(private readonly app: FastifyInstance) {
    const { config } = app;
    this.outbox = mailOutboxFor(app);
    this.throttle = new FormThrottle(
      { maxSubmissionsPerIp: config.formMaxSubmissionsPerIp, maxAttemptsPerIp: config.formMaxAttemptsPerIp },
      config.redisUrl,
    );
  }

  /** GetForm: the form in the language (404 for an unknown area, language or form). */
  async getForm(areaId: string, languageCode: string, formKey: string): Promise<FormDefinition> {
    const language = await resolveAreaLanguage(this.app.db, areaId, languageCode);
    const form = await loadForm(this.app.db, areaId, formKey);
    if (!form) throw notFound(FORM_NOT_FOUND);
    return localize(formKey.trim(), form.definition, language.code, form.fallback);
  }

  /**
   * The per-IP limits, before anything of the request's body is read (the route's onRequest hook): an address over
   * its limit gets 429 without costing the server the reading of up to 20 MB. Counts the request as an attempt.
   */
  async admit(ip: string): Promise<void> {
    const wait = await this.throttle.attempt(ip);
    // Connection: close — the rest of the body is not read to keep the connection open for another request.
    if (wait > 0) throw new HttpError(429, FORM_THROTTLED_MESSAGE, undefined, { 'Retry-After': String(wait), Connection: 'close' });
  }

  /** SendForm (after admit): { errors } — empty when the form was accepted (stored, and its mail queued). */
  async send(input: SendInput): Promise<SendFormResponse> {
    const language = await resolveAreaLanguage(this.app.db, input.areaId, input.languageCode);
    const form = await loadForm(this.app.db, input.areaId, input.formKey);
    if (!form) throw notFound(FORM_NOT_FOUND);
    const { definition } = form;

    const trap = input.values[honeypotOf(definition)];
    if (trap !== undefined && trap !== null && trap !== '' && trap !== false) {
      // A bot: answered like a success, so it learns nothing; counted, never stored or mailed.
      await this.throttle.accept(input.ip);
      this.app.log.info({ formKey: input.formKey }, 'form submission caught by the honeypot');
      return { errors: {} };
    }

    const fields = allFields(definition);
    const inputs = inputsOf(fields, input.values, input.files);
    const errors: FormErrors = validateFields(
      fields.map((f) => localizeField(f, language.code, form.fallback)),
      inputs,
      { today: serverToday(this.now()), strictEmail: true },
    );
    if (Object.keys(errors).length > 0) return { errors };

    // Counted as it is accepted; parallel submissions admitted together cannot pass the limit together.
    const wait = await this.throttle.accept(input.ip);
    if (wait > 0) throw new HttpError(429, FORM_THROTTLED_MESSAGE, undefined, { 'Retry-After': String(wait) });
    const receivedAt = this.now();
    const id = randomUUID();
    const values: StoredValue[] = fields.map((f) => ({
      name: f.name,
      label: textIn(f.label, language.code, form.fallback),
      value: storedValue(f, inputs[f.name]),
    }));
    const files = input.files.map((file, i) => ({ file, info: attachmentInfo(file), position: i }));

    const mailLanguage = definition.mailLanguage ?? form.fallback;
    const mailed: MailedValue[] = fields.map((f, i) => {
      const value = values[i]!.value;
      const option = f.type === 'select' ? f.options?.find((o) => o.value === value) : undefined;
      return { label: textIn(f.label, mailLanguage, form.fallback), value: option ? textIn(option.label, mailLanguage, form.fallback) : value };
    });
    const emailField = fields.find((f) => f.type === 'email');
    const replyTo = emailField ? (values.find((v) => v.name === emailField.name)?.value as string | undefined) || undefined : undefined;
    const mail = submissionMail({
      mailLanguage,
      formTitle: textIn(definition.title, mailLanguage, form.fallback),
      values: mailed,
      senderLanguage: language.code,
      pageUrl: input.pageUrl ?? null,
      customerNumber: input.customerNumber,
      receivedAt,
      reference: id.slice(0, 8).toUpperCase(),
      to: form.recipient,
      replyTo,
    });

    // The submission and its mail are one: a form that is accepted always has its mail queued.
    await this.app.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('form_submissions')
        .values({
          id,
          area_id: input.areaId.trim(),
          form_key: input.formKey.trim(),
          language: language.code,
          page_url: input.pageUrl?.slice(0, 2048) ?? null,
          customer_number: input.customerNumber,
          user_id: input.userId,
          recipient: form.recipient,
          values: JSON.stringify(values),
          created_at: receivedAt.toISOString(),
        })
        .execute();
      for (const { file, info, position } of files) {
        await trx
          .insertInto('form_submission_files')
          .values({
            submission_id: id,
            field: file.field,
            position,
            file_name: info.name,
            content_type: info.type,
            size: info.size,
            data: file.data,
          })
          .execute();
      }
      await enqueueMail(
        trx,
        {
          kind: FORM_MAIL_KIND,
          dedupeKey: `form:${id}`,
          ref: id,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        },
        this.outbox.now(),
      );
    });
    this.outbox.kick();
    return { errors: {} };
  }

  /** Resolves when the mails queued so far have been tried (tests). */
  async idle(): Promise<void> {
    await this.outbox.idle();
  }

  async close(): Promise<void> {
    await this.throttle.close();
  }
}

const services = new WeakMap<object, FormService>();

/** One service per app (keyed by its config, which the app's encapsulated plugins share). */
export function formServiceFor(app: FastifyInstance): FormService {
  let service = services.get(app.config);
  if (!service) {
    service = new FormService(app);
    services.set(app.config, service);
  }
  return service;
}
