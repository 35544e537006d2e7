import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/**
 * A real S3-compatible server for tests (s3rver, files in a temp directory), with its default
 * credentials; requests with other credentials are refused, as S3 would. `read` fetches an
 * object with a client of its own, to check what the app stored.
 */
export interface LocalS3 {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  read(key: string): Promise<{ body: Buffer; contentType?: string } | null>;
  close(): Promise<void>;
}

const BUCKET = 'recipe-forge-test';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startLocalS3(): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'rf-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  return {
    endpoint,
    bucket: BUCKET,
    ...CREDENTIALS,
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
        return {
          body: Buffer.from(await object.Body!.transformToByteArray()),
          contentType: object.ContentType,
        };
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
