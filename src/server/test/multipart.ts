import { randomUUID } from 'node:crypto';

export interface MultipartFile {
  field?: string;
  name: string;
  type?: string;
  data: string | Uint8Array;
}

/** A multipart/form-data body as a browser sends it, for `HttpSession.post(url, payload, headers)`. */
export function multipartBody(files: MultipartFile[]) {
  const boundary = `----rf${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.from(file.data),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
