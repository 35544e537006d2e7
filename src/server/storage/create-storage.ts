import path from 'node:path';
import type { Env } from '../env';
import { createFsStorage } from './fs-storage';
import { createS3Storage } from './s3-storage';
import type { FileStorage } from './storage';

/** The storage the configuration names: STORAGE=fs (DATA_DIR/files) or STORAGE=s3 (S3_*). */
export function createStorage(
  env: Pick<
    Env,
    | 'STORAGE'
    | 'DATA_DIR'
    | 'S3_BUCKET'
    | 'S3_ENDPOINT'
    | 'S3_REGION'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
  >,
): FileStorage {
  if (env.STORAGE === 's3') {
    // env.ts refuses STORAGE=s3 without a bucket, so this holds at start-up.
    if (!env.S3_BUCKET) throw new Error('S3_BUCKET is required when STORAGE=s3');
    return createS3Storage({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  return createFsStorage(path.join(env.DATA_DIR, 'files'));
}
