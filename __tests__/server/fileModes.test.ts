/**
 * Secret files are private to the shop's user: the SQLite database (password hashes, customer data) and its
 * -wal/-shm files 0600, the generated token secret 0600, a DATA_DIR the shop creates 0700.
 */
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../../server/config';
import { migrateToLatest, openDb } from '../../server/db';
import { createTestApp } from './helpers';

const mode = (file: string) => statSync(file).mode & 0o777;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'shop-modes-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('file modes', () => {
  it('a DATA_DIR the shop creates is 0700 and the generated token secret 0600', () => {
    const dataDir = path.join(root, 'nested', 'data');
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    expect(config.dataDir).toBe(dataDir);
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, 'jwt-secret'))).toBe(0o600);
    // Read back on the next start, not regenerated.
    expect(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }).jwtSecret).toEqual(config.jwtSecret);
  });

  it('a JWT_SECRET_FILE the shop generates is 0600 in a 0700 folder', () => {
    const file = path.join(root, 'secrets', 'jwt');
    loadConfig({ DATA_DIR: path.join(root, 'data'), JWT_SECRET_FILE: file, LOG_LEVEL: 'silent' });
    expect(mode(file)).toBe(0o600);
    expect(mode(path.dirname(file))).toBe(0o700);
  });

  it('openDb creates the SQLite file, its folder and its -wal/-shm files owner-only', async () => {
    const dataDir = path.join(root, 'fresh');
    const handle = openDb({ dataDir: path.join(root, 'unused'), file: path.join(dataDir, 'shop.sqlite') });
    try {
      await migrateToLatest(handle.db);
      await sql`select count(*) from users`.execute(handle.db);
      const file = path.join(dataDir, 'shop.sqlite');
      expect(mode(dataDir)).toBe(0o700);
      expect(mode(file)).toBe(0o600);
      expect(existsSync(`${file}-wal`)).toBe(true);
      expect(mode(`${file}-wal`)).toBe(0o600);
      expect(mode(`${file}-shm`)).toBe(0o600);
    } finally {
      await handle.close();
    }
  });

  it('openDb takes group/other permissions away from a database file left by an older version', async () => {
    const file = path.join(root, 'shop.sqlite');
    const first = openDb({ dataDir: root });
    await migrateToLatest(first.db);
    await first.close();
    chmodSync(file, 0o644);
    writeFileSync(`${file}-wal`, '');
    chmodSync(`${file}-wal`, 0o644);
    const again = openDb({ dataDir: root });
    try {
      await sql`select count(*) from users`.execute(again.db);
      expect(mode(file)).toBe(0o600);
      expect(mode(`${file}-wal`)).toBe(0o600);
    } finally {
      await again.close();
    }
  });

  (onPostgres ? it.skip : it)('the test app database (createTestApp on SQLite) is 0600', async () => {
    const t = await createTestApp();
    try {
      const file = path.join(t.dataDir, 'shop.sqlite');
      expect(mode(file)).toBe(0o600);
      for (const suffix of ['-wal', '-shm']) if (existsSync(file + suffix)) expect(mode(file + suffix)).toBe(0o600);
    } finally {
      await t.close();
    }
  });
});
