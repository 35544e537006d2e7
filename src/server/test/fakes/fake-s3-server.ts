import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * A local stand-in for an S3-compatible service, speaking enough of the REST protocol for the real
 * @aws-sdk/client-s3 (path-style addressing): PutObject, GetObject, HeadObject, DeleteObject, with
 * S3's XML error bodies. Requests must be SigV4-signed with the configured access key.
 */
export interface FakeS3Server {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Stored objects by key. */
  objects: Map<string, { body: Buffer; contentType: string }>;
  requests: Array<{ method: string; path: string }>;
  close(): Promise<void>;
}

const xmlError = (res: ServerResponse, status: number, code: string, message: string) => {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
};

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of req) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

/** aws-chunked bodies: `<hex size>;chunk-signature=…\r\n<data>\r\n` … `0\r\n` plus trailers. */
function decodeAwsChunked(raw: Buffer): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString().split(';')[0]!, 16);
    if (!size) break;
    out.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(out);
}

export async function startFakeS3Server(
  options: { bucket?: string; accessKeyId?: string; secretAccessKey?: string } = {},
): Promise<FakeS3Server> {
  const bucket = options.bucket ?? 'test-bucket';
  const accessKeyId = options.accessKeyId ?? 'FAKEACCESSKEY';
  const secretAccessKey = options.secretAccessKey ?? 'fake-secret-access-key';
  const objects: FakeS3Server['objects'] = new Map();
  const requests: FakeS3Server['requests'] = [];

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push({ method: req.method ?? '', path: url.pathname });
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('AWS4-HMAC-SHA256 ') || !auth.includes(`Credential=${accessKeyId}/`))
      return xmlError(res, 403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist.');
    const [, bucketName, ...rest] = url.pathname.split('/');
    if (bucketName !== bucket)
      return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    const key = decodeURIComponent(rest.join('/'));
    if (!key) return xmlError(res, 400, 'InvalidRequest', 'A key is required');

    switch (req.method) {
      case 'PUT': {
        const raw = await readBody(req);
        const chunked = String(req.headers['content-encoding'] ?? '').includes('aws-chunked');
        objects.set(key, {
          body: chunked ? decodeAwsChunked(raw) : raw,
          contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'),
        });
        res.writeHead(200, { etag: '"fake"' });
        return res.end();
      }
      case 'GET':
      case 'HEAD': {
        const object = objects.get(key);
        if (!object) {
          if (req.method === 'HEAD') {
            res.writeHead(404);
            return res.end();
          }
          return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        }
        res.writeHead(200, {
          'content-type': object.contentType,
          'content-length': object.body.length,
          etag: '"fake"',
        });
        return res.end(req.method === 'GET' ? object.body : undefined);
      }
      case 'DELETE':
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      default:
        return xmlError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
