/**
 * Files other programs pick up (the ERP outbox): written atomically and durably — the file is fsynced before it is
 * renamed into place and the folder after — and the temporary files of an interrupted write are removed at start.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeStaleOutboxFiles } from '../../server/services/mail';
import { OutboxErpAdapter, type ErpOrderDocument } from '../../server/services/orders';

// The module object itself (the code under test calls through it), not an import namespace copy: spies must reach it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const fsp = require('node:fs/promises') as typeof import('node:fs/promises');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'durable-'));
});
afterEach(() => {
  jest.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

const order = { orderNumber: '100042', orderId: 'o-1' } as unknown as ErpOrderDocument;

describe('OutboxErpAdapter', () => {
  it('fsyncs the document before renaming it into place and the folder after', async () => {
    const events: string[] = [];
    const realOpen = fsp.open;
    jest.spyOn(fsp, 'open').mockImplementation(async (...args: Parameters<typeof fsp.open>) => {
      const handle = await realOpen(...args);
      const name = path.basename(String(args[0]));
      const realSync = handle.sync.bind(handle);
      handle.sync = async () => {
        events.push(`sync ${String(args[0]) === dir ? 'dir' : name.endsWith('.tmp') ? 'temp' : name}`);
        return realSync();
      };
      return handle;
    });
    const realRename = fsp.rename;
    jest.spyOn(fsp, 'rename').mockImplementation(async (from, to) => {
      events.push(`rename → ${path.basename(String(to))}`);
      return realRename(from, to);
    });
    const adapter = new OutboxErpAdapter(dir);
    await adapter.transferOrder(order);
    expect(events).toEqual(['sync temp', 'rename → 100042.json', 'sync dir']);
    expect(JSON.parse(readFileSync(path.join(dir, '100042.json'), 'utf8'))).toEqual(order);
    expect(readdirSync(dir)).toEqual(['100042.json']);
    expect(statSync(path.join(dir, '100042.json')).mode & 0o777).toBe(0o640);
  });

  it('removes the temporary files a crash left, but not a write in progress or a document', async () => {
    const adapter = new OutboxErpAdapter(dir);
    await adapter.transferOrder(order);
    const old = Date.now() / 1000 - 3600;
    for (const name of ['.100043.json.6f1c.tmp', '100044.json.9a2b.tmp']) {
      writeFileSync(path.join(dir, name), '{"half');
      utimesSync(path.join(dir, name), old, old);
    }
    writeFileSync(path.join(dir, '.100045.json.77aa.tmp'), '{"being written');
    expect((await adapter.removeStaleTemporaryFiles()).sort()).toEqual(['.100043.json.6f1c.tmp', '100044.json.9a2b.tmp']);
    expect(readdirSync(dir).sort()).toEqual(['.100045.json.77aa.tmp', '100042.json']);
    expect(await new OutboxErpAdapter(path.join(dir, 'missing')).removeStaleTemporaryFiles()).toEqual([]);
  });
});

describe('the mail outbox folder', () => {
  it('loses the temporary files a crash left at start, keeps the mails', async () => {
    const outbox = path.join(dir, 'outbox');
    mkdirSync(outbox);
    writeFileSync(path.join(outbox, '2026-11-26T10-00-00-000Z-abc-form.eml'), 'mail');
    writeFileSync(path.join(outbox, '.2026-11-26T10-00-01-000Z-def-form.eml.1234.tmp'), 'half');
    const old = Date.now() / 1000 - 3600;
    utimesSync(path.join(outbox, '.2026-11-26T10-00-01-000Z-def-form.eml.1234.tmp'), old, old);
    expect(await removeStaleOutboxFiles({ dataDir: dir })).toEqual(['.2026-11-26T10-00-01-000Z-def-form.eml.1234.tmp']);
    expect(readdirSync(outbox)).toEqual(['2026-11-26T10-00-00-000Z-abc-form.eml']);
  });
});
