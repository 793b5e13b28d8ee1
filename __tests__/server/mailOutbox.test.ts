/**
 * The mail outbox (server/services/mailOutbox.ts; README 'Mail'): mails queued once per cause, claimed with a lease
 * so two instances over one database never send one mail, retried with backoff, and repeats that replace their own
 * outbox file and keep their Message-ID.
 */
import { readFileSync } from 'node:fs';
import { enqueueMail, mailBackoffMs, mailOutboxFor, MAIL_LEASE_MS, startMailWorker, type MailOutbox, type OutboxMail } from '../../server/services/mailOutbox';
import { outboxFiles, type Mailer, type MailMessage } from '../../server/services/mail';
import { createTestApp, type TestApp } from './helpers';

let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await createTestApp();
  // Another instance over the same DATA_DIR and database.
  second = await createTestApp({ sameDataAs: first });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

let seq = 0;
const mail = (overrides: Partial<OutboxMail> = {}): OutboxMail => {
  seq += 1;
  return {
    kind: 'test',
    dedupeKey: `test:${seq}`,
    to: `someone${seq}@example.com`,
    subject: `Mail ${seq}`,
    text: `Text ${seq}`,
    html: `<p>Text ${seq}</p>`,
    ...overrides,
  };
};

/** A mailer that records what it is given and takes `delayMs` to send each. */
function recordingMailer(delayMs: number): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    kind: 'smtp',
    sent,
    send: async (message) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      sent.push(message);
    },
    close: () => undefined,
  };
}

async function withMailers<T>(outboxes: MailOutbox[], mailers: Mailer[], run: () => Promise<T>): Promise<T> {
  const originals = outboxes.map((o) => o.mailer);
  outboxes.forEach((o, i) => (o.mailer = mailers[i]!));
  try {
    return await run();
  } finally {
    outboxes.forEach((o, i) => (o.mailer = originals[i]!));
  }
}

describe('the mail outbox', () => {
  it('queues a cause once: the same dedupe key again changes nothing', async () => {
    const one = mail();
    const id = await enqueueMail(first.db, one);
    expect(id).toEqual(expect.any(String));
    expect(await enqueueMail(first.db, { ...one, subject: 'Another subject' })).toBeNull();
    const rows = await first.db.selectFrom('mail_outbox').select(['id', 'subject']).where('dedupe_key', '=', one.dedupeKey).execute();
    expect(rows).toEqual([{ id, subject: one.subject }]);
    await mailOutboxFor(first.app).sendDue();
  });

  it('sends each mail once when two instances work on one database at the same time', async () => {
    const a = mailOutboxFor(first.app);
    const b = mailOutboxFor(second.app);
    const mailerA = recordingMailer(3);
    const mailerB = recordingMailer(3);
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) ids.push((await enqueueMail(first.db, mail()))!);
    await withMailers([a, b], [mailerA, mailerB], async () => {
      // Passes of both instances side by side, twice each (a full batch asks for another pass).
      await Promise.all([a.sendDue(), b.sendDue(), a.sendDue(), b.sendDue()]);
      await Promise.all([a.sendDue(), b.sendDue()]);
    });
    const sentIds = [...mailerA.sent, ...mailerB.sent].map((m) => m.id);
    expect([...sentIds].sort()).toEqual([...ids].sort());
    expect(mailerA.sent.length).toBeGreaterThan(0);
    expect(mailerB.sent.length).toBeGreaterThan(0);
    const rows = await first.db.selectFrom('mail_outbox').select(['status', 'attempts']).where('id', 'in', ids).execute();
    expect(rows.every((r) => r.status === 'sent' && Number(r.attempts) === 1)).toBe(true);
  });

  it('retries after 30 s, 1 min, 2 min, … at most 1 h', () => {
    expect([1, 2, 3, 4, 7, 8, 9, 30].map(mailBackoffMs)).toEqual([30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000]);
  });

  it('repeats a mail whose worker died after sending it, into the same outbox file and with the same Message-ID', async () => {
    const a = mailOutboxFor(first.app);
    const b = mailOutboxFor(second.app);
    const id = (await enqueueMail(first.db, mail({ kind: 'repeat', attachments: [{ filename: 'note.txt', contentType: 'text/plain', content: Buffer.from('hello') }] })))!;
    // The first instance writes the mail, then hangs (dies) before it can record it.
    const original = a.mailer;
    let die: (err: Error) => void = () => undefined;
    a.mailer = {
      kind: 'outbox',
      send: async (message) => {
        await original.send(message);
        await new Promise<void>((_resolve, reject) => (die = reject));
      },
      close: () => undefined,
    };
    const dying = a.sendDue();
    const fileOf = async () => (await outboxFiles(first.config)).filter((f) => f.includes(id));
    for (let i = 0; i < 100 && (await fileOf()).length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    const written = await fileOf();
    expect(written).toHaveLength(1);
    const firstCopy = readFileSync(written[0]!, 'utf8');
    expect(firstCopy).toMatch(new RegExp(`^Message-ID: <${id}@localhost>\r$`, 'm'));
    expect(firstCopy).toContain('Content-Disposition: attachment; filename=note.txt');

    // Not while the first instance's lease lasts; once it has run out, the other instance sends it again — into the
    // same file, with the same Message-ID.
    expect((await b.sendDue()).sent).toEqual([]);
    b.now = () => new Date(Date.now() + MAIL_LEASE_MS + 1000);
    try {
      expect((await b.sendDue()).sent).toEqual([id]);
    } finally {
      b.now = () => new Date();
    }
    const after = await fileOf();
    expect(after).toEqual(written);
    expect(readFileSync(after[0]!, 'utf8')).toMatch(new RegExp(`^Message-ID: <${id}@localhost>\r$`, 'm'));
    // The first instance's send ends at last: it holds no lease any more and records nothing.
    a.mailer = original;
    die(new Error('killed'));
    expect(await dying).toEqual({ sent: [], failed: [], more: false });
    expect(await first.db.selectFrom('mail_outbox').select(['status', 'attempts', 'attachments', 'body_text']).where('id', '=', id).executeTakeFirst()).toEqual({
      status: 'sent',
      attempts: 2,
      attachments: null,
      body_text: null,
    });
  });

  it('sends a queued mail at once when kicked, and at the start of the periodic worker', async () => {
    const a = mailOutboxFor(first.app);
    const b = mailOutboxFor(second.app);
    const kicked = (await enqueueMail(first.db, mail()))!;
    const recorderA = recordingMailer(0);
    const recorderB = recordingMailer(0);
    await withMailers([a, b], [recorderA, recorderB], async () => {
      a.kick();
      await a.idle();
      const left = (await enqueueMail(first.db, mail()))!;
      startMailWorker(second.app, 3_600_000);
      await b.idle();
      expect(recorderB.sent.map((m) => m.id)).toEqual([left]);
    });
    expect(recorderA.sent.map((m) => m.id)).toEqual([kicked]);
  });
});
