import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { assertValidKey, type FileStorage } from './storage';

export interface S3StorageOptions {
  bucket: string;
  /** Unset: AWS itself. Set (MinIO, R2, a local fake): path-style addressing on that endpoint. */
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/** The SDK loads on first use: a server on the local disk never pays its memory. */
const sdk = () => import('@aws-sdk/client-s3');

/** Files in an S3-compatible bucket through the official SDK. */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  let client: Promise<S3Client> | undefined;
  const clientOf = () =>
    (client ??= sdk().then(
      ({ S3Client }) =>
        new S3Client({
          region: options.region ?? 'us-east-1',
          ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
          ...(options.accessKeyId && options.secretAccessKey
            ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
            : {}),
          // Checksums only where S3 demands them: many S3-compatible services reject the newer
          // default (aws-chunked bodies with trailing CRC32 checksums).
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }),
    ));
  const Bucket = options.bucket;
  return {
    kind: 's3',
    async put(key, data, contentType) {
      const { PutObjectCommand } = await sdk();
      const Key = assertValidKey(key);
      await (await clientOf()).send(
        new PutObjectCommand({ Bucket, Key, Body: data, ContentType: contentType }),
      );
    },
    async get(key) {
      const { GetObjectCommand } = await sdk();
      const Key = assertValidKey(key);
      try {
        const out = await (await clientOf()).send(new GetObjectCommand({ Bucket, Key }));
        if (!out.Body) return null;
        return {
          body: out.Body as Readable,
          size: Number(out.ContentLength ?? 0),
          contentType: out.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers 204 for a key that does not exist, so this is idempotent as the seam promises.
      const { DeleteObjectCommand } = await sdk();
      const Key = assertValidKey(key);
      await (await clientOf()).send(new DeleteObjectCommand({ Bucket, Key }));
    },
    async deleteFolder(folder) {
      // S3 has no folders: list the keys under the prefix a page at a time and delete each page.
      const { ListObjectsV2Command, DeleteObjectsCommand } = await sdk();
      const Prefix = `${assertValidKey(folder)}/`;
      const s3 = await clientOf();
      let ContinuationToken: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        const Objects = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (Objects.length > 0)
          await s3.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async exists(key) {
      const { HeadObjectCommand } = await sdk();
      const Key = assertValidKey(key);
      try {
        await (await clientOf()).send(new HeadObjectCommand({ Bucket, Key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
  };
}
