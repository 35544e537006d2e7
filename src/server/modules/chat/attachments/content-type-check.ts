import { TEXT_LIKE_TYPES } from '@shared/chat/attachments';

/**
 * Whether a file's bytes are what its type claims (issue #5: "type checked by content (magic
 * bytes) against the claimed type"). A renamed program, an HTML page posing as a PNG or a zip
 * posing as a PDF all fail here, whatever the name and the browser said.
 */
const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** The OLE compound file of Word 97, Excel 97 and PowerPoint 97 documents. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const GZIP = [0x1f, 0x8b];

const CHECKS: Record<string, (data: Buffer) => boolean> = {
  'image/jpeg': (d) => startsWith(d, [0xff, 0xd8, 0xff]),
  'image/png': (d) => startsWith(d, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/gif': (d) => startsWith(d, ascii('GIF87a')) || startsWith(d, ascii('GIF89a')),
  'image/webp': (d) => startsWith(d, ascii('RIFF')) && startsWith(d, ascii('WEBP'), 8),
  'image/svg+xml': (d) => isText(d) && /<svg[\s>]/i.test(d.subarray(0, 4096).toString('utf8')),
  'application/pdf': (d) => startsWith(d, ascii('%PDF-')),
  'application/msword': (d) => startsWith(d, OLE),
  'application/vnd.ms-excel': (d) => startsWith(d, OLE),
  'application/vnd.ms-powerpoint': (d) => startsWith(d, OLE),
  // Office Open XML files are zip archives with the document's part inside.
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': (d) =>
    startsWith(d, ZIP) && d.includes('word/'),
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': (d) =>
    startsWith(d, ZIP) && d.includes('xl/'),
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': (d) =>
    startsWith(d, ZIP) && d.includes('ppt/'),
  'application/zip': (d) => startsWith(d, ZIP) || startsWith(d, [0x50, 0x4b, 0x05, 0x06]),
  'application/x-zip-compressed': (d) => startsWith(d, ZIP) || startsWith(d, [0x50, 0x4b, 0x05, 0x06]),
  'application/vnd.rar': (d) => startsWith(d, ascii('Rar!\x1a\x07')),
  'application/x-rar-compressed': (d) => startsWith(d, ascii('Rar!\x1a\x07')),
  'application/x-7z-compressed': (d) => startsWith(d, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]),
  'application/x-tar': (d) => startsWith(d, ascii('ustar'), 257),
  'application/gzip': (d) => startsWith(d, GZIP),
  'application/x-gzip': (d) => startsWith(d, GZIP),
};

/** Text is valid UTF-8 without NUL bytes; a binary renamed .txt or .json is not. */
export function isText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

export function contentMatchesType(type: string, data: Buffer): boolean {
  if (TEXT_LIKE_TYPES.has(type)) {
    if (!isText(data)) return false;
    if (type === 'application/json') {
      try {
        JSON.parse(data.toString('utf8'));
      } catch {
        return false;
      }
    }
    return true;
  }
  return CHECKS[type]?.(data) ?? false;
}
