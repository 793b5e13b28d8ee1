/**
 * Forms (docs/forms-api.md): GetForm, SendForm validation per field, the honeypot, the per-IP limits, stored
 * submissions and the mail to the form's recipient in the outbox — with the demo seed's definitions.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FormDefinition, SendFormResponse } from '../../src/api/formTypes';
import { formServiceFor, saveForm } from '../../server/services/forms';
import { checkDefinition, definitionProblems } from '../../server/services/forms/definition';
import { safeFileName } from '../../server/services/forms/files';
import { outboxFiles } from '../../server/services/mail';
import { MAIL_LEASE_MS, MAIL_MAX_ATTEMPTS, mailOutboxFor } from '../../server/services/mailOutbox';
import { categoryData, pageRows } from '../../server/seed/content';
import { CONTACT_FORM, FORM_SEEDS, formRows, TRADE_ACCOUNT_FORM, tradeAccountUrl } from '../../server/seed/forms';
import { LANGS } from '../../server/seed/i18n';
import { bearer, tokenFor } from './auth';
import { body, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let ipCounter = 0;
/** A fresh client IP per request unless a test names one (the per-IP limits stay out of the way). */
const nextIp = () => `10.2.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  t = await createTestApp({ env: { FORM_MAX_SUBMISSIONS_PER_IP: '3', FORM_MAX_ATTEMPTS_PER_IP: '6' } });
  for (const f of FORM_SEEDS) await saveForm(t.db, 'b2b', f.formKey, f.recipient, f.definition);
});
afterAll(async () => {
  await t.close();
});

const service = () => formServiceFor(t.app);

const CONTACT_VALUES = {
  name: 'Mette Hansen',
  company: 'Hansen El-service ApS',
  email: 'mette@hansen-el.dk',
  phone: '+45 20 30 40 50',
  customerNumber: '10001',
  topic: 'order',
  message: 'Where is my order 100045? It was due yesterday.',
  callback: true,
  consent: true,
};

const TRADE_VALUES = {
  company: 'Jensen Byg ApS',
  vatNumber: 'DK38412790',
  industry: 'building',
  employees: '12',
  contactName: 'Peter Jensen',
  email: 'peter@jensen-byg.dk',
  phone: '70203040',
  address: 'Byvej 1',
  zip: '7000',
  city: 'Fredericia',
  country: 'DK',
  volume: 'weekly',
  payment: 'invoice',
  startDate: '',
  comments: '',
  terms: true,
};

function send(payload: Record<string, unknown>, options: { ip?: string; headers?: Record<string, string> } = {}) {
  return t.app.inject({ method: 'POST', url: '/api/Form/SendForm', payload, remoteAddress: options.ip ?? nextIp(), headers: options.headers ?? {} });
}

const contact = (values: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  send({ areaId: 'b2b', languageCode: 'en', formKey: CONTACT_FORM, values, pageUrl: '/en/contact', ...extra });

const submissions = () => t.db.selectFrom('form_submissions').selectAll().orderBy('created_at').execute();
/** The outbox row of a submission's mail. */
const outboxRow = (submissionId: string) => t.db.selectFrom('mail_outbox').selectAll().where('dedupe_key', '=', `form:${submissionId}`).executeTakeFirstOrThrow();

describe('GET /api/Form/GetForm', () => {
  it('serves the form in the language asked for, without its recipient', async () => {
    const res = await t.app.inject({ url: '/api/Form/GetForm?AreaId=b2b&LanguageCode=en&FormKey=contact' });
    expect(res.statusCode).toBe(200);
    const form = body<FormDefinition>(res);
    expect(form.formKey).toBe('contact');
    expect(form.title).toBe('Send us a message');
    expect(form.steps.map((s) => s.title)).toEqual(['Your details', 'Your enquiry']);
    expect(form.steps[0]!.fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['name', 'text', true],
      ['company', 'text', false],
      ['email', 'email', true],
      ['phone', 'tel', false],
      ['customerNumber', 'text', false],
    ]);
    expect(form.steps[1]!.fields.find((f) => f.name === 'topic')?.options?.[0]).toEqual({ value: 'order', label: 'An order or delivery' });
    expect(form.honeypot).toBe('homepage');
    expect(res.body).not.toContain('nordlys-teknik.dk');
  });

  it('falls back to the area language for texts a language lacks, and answers Danish and Swedish', async () => {
    await saveForm(t.db, 'b2b', 'only-danish', 'x@example.dk', {
      title: { da: 'Kun dansk' },
      successTitle: { da: 'Tak' },
      successMessage: { da: 'Modtaget' },
      steps: [{ title: { da: 'Trin' }, fields: [{ name: 'a', type: 'text', label: { da: 'Felt' } }] }],
    });
    const en = body<FormDefinition>(await t.app.inject({ url: '/api/Form/GetForm?AreaId=b2b&LanguageCode=en&FormKey=only-danish' }));
    expect(en.title).toBe('Kun dansk');
    const sv = body<FormDefinition>(await t.app.inject({ url: '/api/Form/GetForm?AreaId=b2b&LanguageCode=sv-SE&FormKey=trade-account' }));
    expect(sv.steps.map((s) => s.title)).toEqual(['Företag', 'Kontaktperson och adress', 'Konto och villkor']);
  });

  it('404 for an unknown form, area or language; 400 naming a missing parameter', async () => {
    const unknownForm = await t.app.inject({ url: '/api/Form/GetForm?AreaId=b2b&LanguageCode=en&FormKey=nope' });
    expect(unknownForm.statusCode).toBe(404);
    expect(body<{ message: string }>(unknownForm).message).toBe('Form not found');
    expect((await t.app.inject({ url: '/api/Form/GetForm?AreaId=zz&LanguageCode=en&FormKey=contact' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/Form/GetForm?AreaId=b2b&LanguageCode=xx&FormKey=contact' })).statusCode).toBe(404);
    const missing = await t.app.inject({ url: '/api/Form/GetForm?AreaId=b2b&LanguageCode=en&FormKey=' });
    expect(missing.statusCode).toBe(400);
    expect(body<{ message: string }>(missing).message).toBe('FormKey must be defined');
  });
});

describe('POST /api/Form/SendForm: validation', () => {
  it('answers the errors per field and stores nothing', async () => {
    const before = (await submissions()).length;
    const res = await contact({ name: '  ', email: 'mette', phone: '12', customerNumber: '1001', topic: 'pizza', message: 'short', consent: false });
    expect(res.statusCode).toBe(200);
    expect(body<SendFormResponse>(res).errors).toEqual({
      name: 'required',
      email: 'email',
      phone: 'tel',
      customerNumber: 'pattern',
      topic: 'option',
      message: 'minLength',
      consent: 'required',
    });
    expect(await submissions()).toHaveLength(before);
  });

  it('400 for a value name over 64 characters or a value that is no string, boolean or number; numbers and booleans stay what they are', async () => {
    const long = await contact({ ...CONTACT_VALUES, ['x'.repeat(65)]: 'hi' });
    expect(long.statusCode).toBe(400);
    const nested = await contact({ ...CONTACT_VALUES, message: { text: 'hi' } });
    expect(nested.statusCode).toBe(400);
    // A boolean for a text field is no text (it would have been coerced to 'true' by a union's first branch).
    const flag = await contact({ ...CONTACT_VALUES, message: true });
    expect(flag.statusCode).toBe(400);
    expect(body<{ fields: Record<string, string> }>(flag).fields).toEqual({ 'values.message': 'must be a string' });
  });

  it('checks e-mail domains more strictly than the browser does', async () => {
    const res = await contact({ ...CONTACT_VALUES, email: 'mette@hansen-el' });
    expect(body<SendFormResponse>(res).errors).toEqual({ email: 'emailDomain' });
    expect(body<SendFormResponse>(await contact({ ...CONTACT_VALUES, email: 'mette@hansen-el.d' })).errors).toEqual({ email: 'emailDomain' });
  });

  it('checks numbers, dates, lengths and options of the trade-account application', async () => {
    const values = { ...TRADE_VALUES, employees: '12.5', startDate: '2020-01-01', comments: 'x'.repeat(2001) };
    const res = await send({ areaId: 'b2b', languageCode: 'da', formKey: TRADE_ACCOUNT_FORM, values });
    expect(body<SendFormResponse>(res).errors).toEqual({ employees: 'integer', startDate: 'min', comments: 'maxLength' });
    const more = await send({
      areaId: 'b2b',
      languageCode: 'da',
      formKey: TRADE_ACCOUNT_FORM,
      values: { ...values, employees: 0, startDate: '2031-02-30', comments: '' },
    });
    expect(body<SendFormResponse>(more).errors).toEqual({ employees: 'min', startDate: 'date' });
  });

  it('400 for a value of the wrong type, a missing parameter or an unknown form', async () => {
    const wrong = await contact({ ...CONTACT_VALUES, consent: 'maybe' });
    expect(wrong.statusCode).toBe(400);
    expect(body<{ message: string }>(wrong).message).toBe('values.consent must be true or false');
    const missing = await send({ areaId: 'b2b', languageCode: 'en', values: {} });
    expect(missing.statusCode).toBe(400);
    expect(body<{ message: string }>(missing).message).toBe('formKey must be defined');
    const unknown = await send({ areaId: 'b2b', languageCode: 'en', formKey: 'nope', values: {} });
    expect(unknown.statusCode).toBe(404);
    const notJson = await t.app.inject({ method: 'POST', url: '/api/Form/SendForm', payload: '{', headers: { 'content-type': 'application/json' }, remoteAddress: nextIp() });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('POST /api/Form/SendForm: accepted forms', () => {
  it('stores the submission with its labels and mails it to the form’s recipient (outbox)', async () => {
    const mailsBefore = (await outboxFiles(t.config)).length;
    const res = await contact({ ...CONTACT_VALUES, email: ' mette@hansen-el.dk ', unknownField: 'ignored' });
    expect(res.statusCode).toBe(200);
    expect(body<SendFormResponse>(res)).toEqual({ errors: {} });
    await service().idle();

    const stored = (await submissions()).at(-1)!;
    expect(stored).toMatchObject({ area_id: 'b2b', form_key: 'contact', language: 'en', page_url: '/en/contact', recipient: 'kundeservice@nordlys-teknik.dk', mail_status: 'sent', customer_number: null });
    const values = JSON.parse(stored.values) as { name: string; label: string; value: unknown }[];
    expect(values.find((v) => v.name === 'email')).toEqual({ name: 'email', label: 'E-mail', value: 'mette@hansen-el.dk' });
    expect(values.find((v) => v.name === 'callback')).toEqual({ name: 'callback', label: 'Please call me back', value: true });
    expect(values.map((v) => v.name)).not.toContain('unknownField');

    const files = await outboxFiles(t.config);
    expect(files).toHaveLength(mailsBefore + 1);
    expect(files.at(-1)).toMatch(/-form\.eml$/);
    const mail = readFileSync(files.at(-1)!, 'utf8');
    expect(mail).toMatch(/^To: kundeservice@nordlys-teknik\.dk/m);
    expect(mail).toMatch(/^Reply-To: mette@hansen-el\.dk/m);
    // The mail is in the area's language (Danish), labels and option texts included.
    expect(mail).toMatch(/^Subject: Skriv til os \([0-9A-F]{8}\)/m);
    expect(mail).toContain('Emne: En ordre eller levering');
    expect(mail).toContain('Ring mig op: Ja');
    expect(mail).toContain('Sendt fra siden: /en/contact');
  });

  it('escapes what the sender typed in the HTML part', async () => {
    const res = await contact({ ...CONTACT_VALUES, message: '<script>alert(1)</script> is not markup' });
    expect(body<SendFormResponse>(res).errors).toEqual({});
    await service().idle();
    const mail = readFileSync((await outboxFiles(t.config)).at(-1)!, 'utf8').replace(/=\r?\n/g, '');
    const html = mail.slice(mail.indexOf('Content-Type: text/html'));
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; is not markup');
    expect(html).not.toContain('<script>');
  });

  it('notes the customer of a logged-in sender', async () => {
    const token = await tokenFor(t.app, 'u-customer');
    const res = await send({ areaId: 'b2b', languageCode: 'da', formKey: CONTACT_FORM, values: CONTACT_VALUES }, { headers: bearer(token) });
    expect(body<SendFormResponse>(res).errors).toEqual({});
    await service().idle();
    const stored = (await submissions()).at(-1)!;
    expect(stored.customer_number).toBe('10001');
    expect(stored.user_id).toBe('u-customer');
  });

  it('keeps a mail that cannot be sent queued: the submission stays pending with the reason, retried with backoff until sent', async () => {
    const outbox = service().outbox;
    const original = outbox.mailer;
    let failures = 0;
    outbox.mailer = { kind: 'smtp', send: async () => Promise.reject(new Error(`SMTP down ${++failures}`)), close: () => undefined };
    const start = Date.now();
    try {
      const res = await contact(CONTACT_VALUES);
      expect(body<SendFormResponse>(res).errors).toEqual({});
      await service().idle();
      const stored = (await submissions()).at(-1)!;
      expect(stored).toMatchObject({ mail_status: 'pending', mail_error: 'SMTP down 1', mailed_at: null });
      const mail = await outboxRow(stored.id);
      expect(mail).toMatchObject({ status: 'pending', attempts: 1, last_error: 'SMTP down 1' });
      expect(Date.parse(mail.next_attempt_at) - start).toBeGreaterThanOrEqual(30_000);

      // Not before its time; then 60 s after the second failure.
      outbox.now = () => new Date(start + 29_000);
      expect((await outbox.sendDue()).failed).toEqual([]);
      outbox.now = () => new Date(start + 31_000);
      expect((await outbox.sendDue()).failed).toEqual([mail.id]);
      expect(await outboxRow(stored.id)).toMatchObject({ attempts: 2, last_error: 'SMTP down 2', next_attempt_at: new Date(start + 91_000).toISOString() });

      outbox.mailer = original;
      const mailsBefore = (await outboxFiles(t.config)).length;
      outbox.now = () => new Date(start + 91_000);
      expect((await outbox.sendDue()).sent).toEqual([mail.id]);
      expect(await outboxFiles(t.config)).toHaveLength(mailsBefore + 1);
      expect((await submissions()).at(-1)).toMatchObject({ id: stored.id, mail_status: 'sent', mail_error: null, mailed_at: new Date(start + 91_000).toISOString() });
      // Sent: only its envelope stays in the outbox table.
      expect(await outboxRow(stored.id)).toMatchObject({ status: 'sent', attempts: 3, body_text: null, body_html: null, attachments: null });
    } finally {
      outbox.mailer = original;
      outbox.now = () => new Date();
    }
  });

  it('marks the submission failed when its mail is given up after the last attempt', async () => {
    const outbox = service().outbox;
    const original = outbox.mailer;
    outbox.mailer = { kind: 'smtp', send: async () => Promise.reject(new Error('SMTP down')), close: () => undefined };
    let clock = Date.now();
    try {
      await contact(CONTACT_VALUES);
      await service().idle();
      const stored = (await submissions()).at(-1)!;
      for (let attempt = 2; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
        expect((await submissions()).at(-1)!.mail_status).toBe('pending');
        clock += 3_600_000;
        outbox.now = () => new Date(clock);
        await outbox.sendDue();
      }
      expect((await submissions()).at(-1)).toMatchObject({ id: stored.id, mail_status: 'failed', mail_error: 'SMTP down' });
      expect(await outboxRow(stored.id)).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
      clock += 3_600_000;
      expect(await outbox.sendDue()).toEqual({ sent: [], failed: [], more: false });
    } finally {
      outbox.mailer = original;
      outbox.now = () => new Date();
    }
  });
});

describe('POST /api/Form/SendForm: mails survive the instance', () => {
  it('mails each accepted form exactly once through the next instance when the first one dies before sending', async () => {
    const first = await createTestApp();
    let second: TestApp | undefined;
    // The first instance hangs in its first send (and is then gone): nothing of its queue is sent by it.
    const hung: ((err: Error) => void)[] = [];
    try {
      for (const f of FORM_SEEDS) await saveForm(first.db, 'b2b', f.formKey, f.recipient, f.definition);
      const firstOutbox = formServiceFor(first.app).outbox;
      firstOutbox.mailer = { kind: 'outbox', send: () => new Promise<void>((_resolve, reject) => hung.push(reject)), close: () => undefined };
      const references: string[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await first.app.inject({
          method: 'POST',
          url: '/api/Form/SendForm',
          payload: { areaId: 'b2b', languageCode: 'en', formKey: CONTACT_FORM, values: { ...CONTACT_VALUES, message: `Message number ${i}` } },
          remoteAddress: nextIp(),
        });
        expect(body<SendFormResponse>(res)).toEqual({ errors: {} });
      }
      const stuck = await first.db.selectFrom('form_submissions').select(['id', 'mail_status']).orderBy('created_at').execute();
      expect(stuck.map((r) => r.mail_status)).toEqual(Array(5).fill('pending'));
      references.push(...stuck.map((r) => r.id.slice(0, 8).toUpperCase()));

      // The next instance over the same data: the queued mails go out at its first pass, the one the first instance
      // was sending once that one's lease has run out.
      second = await createTestApp({ sameDataAs: first });
      const outbox = mailOutboxFor(second.app);
      await outbox.sendDue();
      expect(await outboxFiles(second.config)).toHaveLength(4);
      outbox.now = () => new Date(Date.now() + MAIL_LEASE_MS + 1000);
      await outbox.sendDue();
      expect(await outbox.sendDue()).toEqual({ sent: [], failed: [], more: false });

      const files = await outboxFiles(second.config);
      expect(files).toHaveLength(5);
      const subjects = files.map((f) => /^Subject: .*\(([0-9A-F]{8})\)/m.exec(readFileSync(f, 'utf8'))?.[1]).sort();
      expect(subjects).toEqual([...references].sort());
      const done = await second.db.selectFrom('form_submissions').select('mail_status').execute();
      expect(done.map((r) => r.mail_status)).toEqual(Array(5).fill('sent'));

      // The first instance's hung send ends after all: it holds no lease any more and changes nothing.
      hung.forEach((reject) => reject(new Error('killed')));
      await firstOutbox.idle();
      expect((await second.db.selectFrom('mail_outbox').select('status').execute()).map((r) => r.status)).toEqual(Array(5).fill('sent'));
    } finally {
      hung.forEach((reject) => reject(new Error('killed')));
      await second?.close();
      await first.close();
    }
  });
});

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);

/** A multipart/form-data body: the JSON payload part and file parts. */
function multipartBody(payload: unknown, files: { field: string; name: string; type: string; data: Buffer }[]) {
  const boundary = '----formtest' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  if (payload !== undefined) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n${JSON.stringify(payload)}\r\n`));
  }
  for (const f of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`));
    chunks.push(f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function sendMultipart(payload: unknown, files: { field: string; name: string; type: string; data: Buffer }[]) {
  const multipart = multipartBody(payload, files);
  return t.app.inject({ method: 'POST', url: '/api/Form/SendForm', ...multipart, remoteAddress: nextIp() });
}

const tradePayload = (values: Record<string, unknown> = TRADE_VALUES) => ({ areaId: 'b2b', languageCode: 'en', formKey: TRADE_ACCOUNT_FORM, values, pageUrl: '/en/open-a-trade-account' });

describe('POST /api/Form/SendForm: attachments (multipart)', () => {
  it('stores the file with the type its content shows and attaches it to the mail', async () => {
    const res = await sendMultipart(tradePayload(), [{ field: 'document', name: 'C:\\fakepath\\Firmaattest 2026.pdf', type: 'application/octet-stream', data: PDF }]);
    expect(res.statusCode).toBe(200);
    expect(body<SendFormResponse>(res)).toEqual({ errors: {} });
    await service().idle();
    const stored = (await submissions()).at(-1)!;
    expect(stored).toMatchObject({ form_key: 'trade-account', recipient: 'kredit@nordlys-teknik.dk', mail_status: 'sent' });
    const values = JSON.parse(stored.values) as { name: string; value: unknown }[];
    expect(values.find((v) => v.name === 'document')?.value).toEqual(['Firmaattest 2026.pdf']);
    const files = await t.db.selectFrom('form_submission_files').selectAll().where('submission_id', '=', stored.id).execute();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ field: 'document', file_name: 'Firmaattest 2026.pdf', content_type: 'application/pdf', size: PDF.length });
    expect(Buffer.from(files[0]!.data).equals(PDF)).toBe(true);
    const mail = readFileSync((await outboxFiles(t.config)).at(-1)!, 'utf8');
    expect(mail).toMatch(/Content-Type: application\/pdf; name="Firmaattest 2026\.pdf"/);
    expect(mail).toMatch(/Content-Disposition: attachment; filename="Firmaattest 2026\.pdf"/);
  });

  it('answers fileType for content that is not an accepted type (whatever its name says) and fileSize above the field’s limit', async () => {
    const fake = await sendMultipart(tradePayload(), [{ field: 'document', name: 'report.pdf', type: 'application/pdf', data: Buffer.from('MZ\x90 not a pdf') }]);
    expect(body<SendFormResponse>(fake).errors).toEqual({ document: 'fileType' });
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    const tooBig = await sendMultipart(tradePayload(), [{ field: 'document', name: 'big.pdf', type: 'application/pdf', data: big }]);
    expect(body<SendFormResponse>(tooBig).errors).toEqual({ document: 'fileSize' });
    const two = await sendMultipart(tradePayload(), [
      { field: 'document', name: 'a.pdf', type: 'application/pdf', data: PDF },
      { field: 'document', name: 'b.pdf', type: 'application/pdf', data: PDF },
    ]);
    expect(body<SendFormResponse>(two).errors).toEqual({ document: 'fileCount' });
  });

  it('refuses files beyond the request limits, for fields that take none, and a missing payload', async () => {
    const huge = await sendMultipart(tradePayload(), [{ field: 'document', name: 'huge.pdf', type: 'application/pdf', data: Buffer.alloc(10 * 1024 * 1024 + 1, 0x25) }]);
    expect(huge.statusCode).toBe(413);
    const wrongField = await sendMultipart(tradePayload(), [{ field: 'company', name: 'a.pdf', type: 'application/pdf', data: PDF }]);
    expect(wrongField.statusCode).toBe(400);
    expect(body<{ message: string }>(wrongField).message).toBe('company is not a file field of this form');
    const noPayload = await sendMultipart(undefined, [{ field: 'document', name: 'a.pdf', type: 'application/pdf', data: PDF }]);
    expect(noPayload.statusCode).toBe(400);
    expect(body<{ message: string }>(noPayload).message).toBe('payload must be defined');
    const missing = await sendMultipart({ areaId: 'b2b', languageCode: 'en', values: {} }, []);
    expect(missing.statusCode).toBe(400);
    expect(body<{ message: string }>(missing).message).toBe('formKey must be defined');
    const asValue = await send(tradePayload({ ...TRADE_VALUES, document: 'a.pdf' }));
    expect(asValue.statusCode).toBe(400);
    expect(body<{ message: string }>(asValue).message).toBe('values.document must be sent as a file part');
  });
});

describe('attachment names', () => {
  it('names a stored and mailed file with the extension of its content, whatever the sender named it', async () => {
    for (const name of ['invoice.bat', 'invoice.html', 'invoice', 'INVOICE.PDF', 'invoice\u202Efdp.exe']) {
      const res = await sendMultipart(tradePayload(), [{ field: 'document', name, type: 'application/pdf', data: PDF }]);
      expect(body<SendFormResponse>(res)).toEqual({ errors: {} });
      await service().idle();
      const stored = (await submissions()).at(-1)!;
      const expected = name === 'INVOICE.PDF' ? 'INVOICE.pdf' : name.startsWith('invoice\u202E') ? 'invoicefdp.pdf' : 'invoice.pdf';
      const file = await t.db.selectFrom('form_submission_files').select(['file_name', 'content_type']).where('submission_id', '=', stored.id).executeTakeFirstOrThrow();
      expect(file).toEqual({ file_name: expected, content_type: 'application/pdf' });
      expect((JSON.parse(stored.values) as { name: string; value: unknown }[]).find((v) => v.name === 'document')?.value).toEqual([expected]);
      const mail = readFileSync((await outboxFiles(t.config)).at(-1)!, 'utf8');
      // (Quoted when the name needs it.)
      expect(mail).toMatch(new RegExp(`Content-Type: application/pdf; name="?${expected}"?\r\n`));
      expect(mail).toMatch(new RegExp(`Content-Disposition: attachment; filename="?${expected}"?\r\n`));
      expect(mail).not.toMatch(/\.(bat|html|exe)\b/);
    }
  });

  it('strips direction marks, embeddings, overrides, isolates and control characters from names', () => {
    expect(safeFileName('invoice\u202Efdp.exe', 'application/pdf')).toBe('invoicefdp.pdf');
    const hidden = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'];
    for (const mark of hidden) expect(safeFileName(`in${mark}voice.pdf`, 'application/pdf')).toBe('invoice.pdf');
    expect(safeFileName('a\u0000b\u0007c\td\ne\u007ff\u0085g\u009f.png', 'image/png')).toBe('abcdefg.png');
    expect(safeFileName('C:\\fakepath\\../Faktura 1.pdf', 'application/pdf')).toBe('Faktura 1.pdf');
    expect(safeFileName('photo.jpeg', 'image/jpeg')).toBe('photo.jpeg');
    expect(safeFileName('photo.png', 'image/jpeg')).toBe('photo.jpg');
    expect(safeFileName('scan.pdf. . ', 'image/png')).toBe('scan.png');
    expect(safeFileName('\u202E', 'application/pdf')).toBe('attachment.pdf');
    expect(safeFileName(`${'x'.repeat(300)}.bat`, 'application/pdf')).toBe(`${'x'.repeat(196)}.pdf`);
    // Without a known type (refused anyway) the name is only cleaned.
    expect(safeFileName('report\u2067.exe')).toBe('report.exe');
  });
});

describe('the per-IP limits come before the body', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { FORM_MAX_SUBMISSIONS_PER_IP: '1', FORM_MAX_ATTEMPTS_PER_IP: '2' } });
    await limited.app.listen({ port: 0, host: '127.0.0.1' });
    // Two requests (answered 404: no forms in this app) use up 127.0.0.1's attempts.
    for (let i = 0; i < 2; i++) {
      const res = await limited.app.inject({ method: 'POST', url: '/api/Form/SendForm', payload: { areaId: 'b2b', languageCode: 'en', formKey: CONTACT_FORM, values: {} }, remoteAddress: '127.0.0.1' });
      expect(res.statusCode).toBe(404);
    }
  });
  afterAll(async () => {
    await limited.close();
  });

  /**
   * Sends the headers and the first `firstBytes` of a body of `length` bytes, and nothing more: resolves with the
   * status of an answer that comes without the rest, or 0 when none has come within 3 s.
   */
  function startUpload(contentType: string, length: number, first: Buffer): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
    const { port } = limited.app.server.address() as AddressInfo;
    return new Promise((resolve) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/Form/SendForm',
        headers: { 'content-type': contentType, 'content-length': String(length) },
      });
      const timer = setTimeout(() => {
        req.destroy();
        resolve({ status: 0, headers: {} });
      }, 3000);
      req.on('response', (res) => {
        clearTimeout(timer);
        res.resume();
        req.destroy();
        resolve({ status: res.statusCode ?? 0, headers: res.headers });
      });
      req.on('error', () => undefined);
      req.write(first);
    });
  }

  it('answers 429 to an address over its limit without waiting for the rest of a 20 MB multipart body', async () => {
    const upload = multipartBody(tradePayload(), [{ field: 'document', name: 'big.pdf', type: 'application/pdf', data: Buffer.alloc(19 * 1024 * 1024, 0x20) }]);
    const reply = await startUpload(upload.headers['content-type'], upload.payload.length, upload.payload.subarray(0, 64 * 1024));
    expect(reply.status).toBe(429);
    expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
    // The connection is closed rather than the rest of the body read to keep it open.
    expect(reply.headers.connection).toBe('close');
  });

  it('answers 429 to an address over its limit without waiting for the rest of a JSON body', async () => {
    const json = Buffer.from(JSON.stringify({ ...tradePayload(), values: { ...TRADE_VALUES, comments: 'x'.repeat(20_000) } }));
    const reply = await startUpload('application/json', json.length, json.subarray(0, 1000));
    expect(reply.status).toBe(429);
  });
});

describe('POST /api/Form/SendForm: spam protection', () => {
  it('answers a filled honeypot like a success, and stores and mails nothing', async () => {
    const before = (await submissions()).length;
    const mailsBefore = (await outboxFiles(t.config)).length;
    const res = await contact({ ...CONTACT_VALUES, homepage: 'http://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(body<SendFormResponse>(res)).toEqual({ errors: {} });
    // Even with invalid fields: a bot learns nothing.
    expect(body<SendFormResponse>(await contact({ homepage: 'x' }))).toEqual({ errors: {} });
    await service().idle();
    expect(await submissions()).toHaveLength(before);
    expect(await outboxFiles(t.config)).toHaveLength(mailsBefore);
  });

  it('limits accepted forms per IP (honeypot hits count; answers with field errors do not) with 429 and Retry-After', async () => {
    const ip = '192.0.2.10';
    const from = (values: Record<string, unknown>) => send({ areaId: 'b2b', languageCode: 'en', formKey: CONTACT_FORM, values }, { ip });
    expect(body<SendFormResponse>(await from({ homepage: 'x' }))).toEqual({ errors: {} });
    expect(body<SendFormResponse>(await from(CONTACT_VALUES))).toEqual({ errors: {} });
    expect(Object.keys(body<SendFormResponse>(await from({})).errors)).toContain('name');
    expect(body<SendFormResponse>(await from(CONTACT_VALUES))).toEqual({ errors: {} });
    const limited = await from(CONTACT_VALUES);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    expect(body<{ message: string }>(limited).message).toBe('Too many forms sent from your address. Please try again later.');
    // Another address is not affected.
    expect((await contact(CONTACT_VALUES)).statusCode).toBe(200);
  });

  it('20 parallel valid forms from one address: at most FORM_MAX_SUBMISSIONS_PER_IP are stored, the rest 429', async () => {
    const ip = '192.0.2.77';
    const before = (await submissions()).length;
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => send({ areaId: 'b2b', languageCode: 'en', formKey: CONTACT_FORM, values: CONTACT_VALUES }, { ip })),
    );
    const accepted = replies.filter((r) => r.statusCode === 200);
    expect(accepted.length).toBeLessThanOrEqual(3);
    expect(accepted.length).toBeGreaterThan(0);
    expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(20 - accepted.length);
    await service().idle();
    expect((await submissions()).length - before).toBe(accepted.length);
  });

  it('limits requests of any outcome per IP, higher than a person needs; IPv6 counts per /64', async () => {
    const ipv6 = (host: string) => `2001:db8:aa:bb::${host}`;
    for (let i = 0; i < 6; i++) {
      expect((await send({ areaId: 'b2b', languageCode: 'en', formKey: CONTACT_FORM, values: {} }, { ip: ipv6(String(i + 1)) })).statusCode).toBe(200);
    }
    const limited = await send({ areaId: 'b2b', languageCode: 'en', formKey: CONTACT_FORM, values: {} }, { ip: ipv6('ff') });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(500);
    expect((await send({ areaId: 'b2b', languageCode: 'en', formKey: CONTACT_FORM, values: {} }, { ip: '2001:db8:aa:cc::1' })).statusCode).toBe(200);
  });
});

describe('form definitions', () => {
  it('rejects definitions that cannot work', () => {
    const base = { title: { da: 'T' }, successTitle: { da: 'T' }, successMessage: { da: 'M' } };
    const field = (f: Record<string, unknown>) => ({ ...base, steps: [{ title: { da: 'S' }, fields: [{ label: { da: 'L' }, ...f }] }] });
    expect(definitionProblems(field({ name: 'a', type: 'text' }))).toEqual([]);
    expect(definitionProblems(field({ name: 'a', type: 'select' }))).toEqual(["field 'a' (select) needs options"]);
    expect(definitionProblems(field({ name: 'a', type: 'text', pattern: '(' }))).toEqual(["field 'a' has an invalid pattern"]);
    expect(definitionProblems(field({ name: 'homepage', type: 'text' }))).toEqual(["field 'homepage' has the honeypot's name"]);
    expect(definitionProblems(field({ name: 'a', type: 'date', min: 'tomorrow' }))).toEqual(["field 'a': date bounds must be 'YYYY-MM-DD' or 'today'"]);
    expect(definitionProblems(field({ name: '1a', type: 'text' }))[0]).toMatch(/name/);
    expect(definitionProblems({ ...base, steps: [] })[0]).toMatch(/steps/);
    expect(() => checkDefinition('x', field({ name: 'a', type: 'file' }))).toThrow("Form 'x' is invalid: field 'a' (file) needs accept");
  });
});

describe('demo seed', () => {
  it('has a 2-step contact form and a 3-step trade-account application with texts in all five languages', () => {
    const rows = formRows('b2b', new Date());
    const steps = Object.fromEntries(rows.map((r) => [r.form_key, (JSON.parse(r.definition) as { steps: unknown[] }).steps.length]));
    expect(steps).toEqual({ contact: 2, 'trade-account': 3 });
    for (const f of FORM_SEEDS) {
      const texts: Record<string, string>[] = [f.definition.title, f.definition.successTitle, f.definition.successMessage];
      for (const s of f.definition.steps) {
        texts.push(s.title);
        for (const field of s.fields) texts.push(field.label, ...(field.options ?? []).map((o) => o.label), ...(field.patternMessage ? [field.patternMessage] : []));
      }
      for (const text of texts) expect(Object.keys(text).sort()).toEqual([...LANGS].sort());
    }
  });

  it("puts the contact form on the contact page and 'Open a trade account' leads to the application", () => {
    const pages = pageRows(categoryData());
    for (const lang of LANGS) {
      const home = pages.find((p) => p.id === `p-${lang}-home`)!;
      const cta = (JSON.parse(home.content) as { type: string; parameters: { button?: { url: string } } }[]).find((b) => b.type === 'callToAction');
      expect(cta?.parameters.button?.url).toBe(tradeAccountUrl(lang));
      const trade = pages.find((p) => p.url === tradeAccountUrl(lang))!;
      expect(JSON.parse(trade.content)).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'forms', parameters: { formKey: 'trade-account' } })]));
      const contactPage = pages.find((p) => p.id === `p-${lang}-contact`)!;
      expect(JSON.parse(contactPage.content)).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'forms', parameters: { formKey: 'contact' } })]));
    }
  });
});
