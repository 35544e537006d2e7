import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { type LocalS3, startLocalS3 } from '../test/local-s3';
import { createStorage } from './create-storage';
import { createFsStorage } from './fs-storage';
import { createS3Storage } from './s3-storage';
import { recipeImageKey } from './recipe-images';
import { assertValidKey, type FileStorage } from './storage';

let root: string;
let s3: LocalS3;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'rf-storage-'));
  s3 = await startLocalS3();
});
afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
  await s3.close();
});

const drivers: Array<[string, () => FileStorage]> = [
  ['fs', () => createFsStorage(root)],
  [
    's3',
    () =>
      createS3Storage({
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        accessKeyId: s3.accessKeyId,
        secretAccessKey: s3.secretAccessKey,
      }),
  ],
];

describe.each(drivers)('%s storage', (_name, make) => {
  it('puts, gets, checks and deletes a file', async () => {
    const storage = make();
    const key = recipeImageKey('user-1', 'recipe-1');
    const data = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 255, 0]);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();

    await storage.put(key, data, 'image/png');
    expect(await storage.exists(key)).toBe(true);
    const file = await storage.get(key);
    expect(file?.size).toBe(data.length);
    expect(file?.contentType).toBe('image/png');
    expect(Buffer.compare(await buffer(file!.body), data)).toBe(0);

    // Overwriting replaces the bytes whole.
    const next = Buffer.alloc(20_000, 7);
    await storage.put(key, next, 'image/png');
    expect(Buffer.compare(await buffer((await storage.get(key))!.body), next)).toBe(0);

    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    // Deleting again is not an error.
    await storage.delete(key);
  });

  it("deletes a folder's files and nothing beside it", async () => {
    const storage = make();
    const mine = ['chat-attachments/u1/1_a.png', 'chat-attachments/u1/2_b.pdf', 'recipeImages/u1/r.png'];
    const others = ['chat-attachments/u10/1_a.png', 'chat-attachments/u2/1_a.png'];
    for (const key of [...mine, ...others]) await storage.put(key, Buffer.from(key), 'text/plain');
    await storage.deleteFolder('chat-attachments/u1');
    await storage.deleteFolder('recipeImages/u1');
    for (const key of mine) expect(await storage.exists(key)).toBe(false);
    for (const key of others) expect(await storage.exists(key)).toBe(true);
    // A folder that does not exist is not an error.
    await storage.deleteFolder('chat-attachments/nobody');
  });

  it('refuses keys that could leave the storage root', async () => {
    const storage = make();
    for (const key of ['../x.png', 'a/../../b', '/abs.png', 'a//b', '.hidden', 'a/.', 'sp ace.png', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('Invalid storage key');
    }
  });
});

describe('s3 driver against a local S3-compatible server (s3rver)', () => {
  it('stores objects in the bucket under their key, with their content type', async () => {
    const storage = createS3Storage({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
    });
    await storage.put('recipeImages/u/r.png', Buffer.from('png-bytes'), 'image/png');
    const stored = await s3.read('recipeImages/u/r.png');
    expect(stored?.body.toString()).toBe('png-bytes');
    expect(stored?.contentType).toBe('image/png');
  });

  it('surfaces a refused credential as an error, not as a missing file', async () => {
    const storage = createS3Storage({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      accessKeyId: 'WRONG',
      secretAccessKey: 'wrong',
    });
    await expect(storage.put('a.png', Buffer.from('x'), 'image/png')).rejects.toThrow();
    await expect(storage.get('a.png')).rejects.toThrow();
  });
});

describe('createStorage', () => {
  it('is the local disk under DATA_DIR/files by default', async () => {
    const env = parseEnv({ DATA_DIR: root, AUTH_SECRET: 'x'.repeat(32) });
    const storage = createStorage(env);
    expect(storage.kind).toBe('fs');
    await storage.put('a/b.txt', Buffer.from('hi'), 'text/plain');
    expect(await createFsStorage(path.join(root, 'files')).exists('a/b.txt')).toBe(true);
  });

  it('is S3 when STORAGE=s3', async () => {
    const env = parseEnv({
      DATA_DIR: root,
      AUTH_SECRET: 'x'.repeat(32),
      STORAGE: 's3',
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    });
    const storage = createStorage(env);
    expect(storage.kind).toBe('s3');
    await storage.put('c.txt', Buffer.from('yo'), 'text/plain');
    expect((await s3.read('c.txt'))?.body.toString()).toBe('yo');
  });

  it('accepts the keys the app builds', () => {
    expect(assertValidKey('recipeImages/abc_123/3f2a-11.png')).toBe('recipeImages/abc_123/3f2a-11.png');
  });
});
