import { gzipSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { contentMatchesType } from './content-type-check';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const zip = (files: Record<string, string>) =>
  Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)]))));
const tar = () => {
  const header = Buffer.alloc(512);
  header.write('hello.txt', 0);
  header.write('ustar', 257);
  return Buffer.concat([header, Buffer.alloc(512)]);
};

describe('content checks by magic bytes', () => {
  it('accepts files that are what they claim', () => {
    expect(contentMatchesType('application/zip', zip({ 'a.txt': 'a' }))).toBe(true);
    expect(
      contentMatchesType(DOCX, zip({ '[Content_Types].xml': '<x/>', 'word/document.xml': '<w/>' })),
    ).toBe(true);
    expect(contentMatchesType(XLSX, zip({ 'xl/workbook.xml': '<w/>' }))).toBe(true);
    expect(contentMatchesType('application/gzip', gzipSync('hello'))).toBe(true);
    expect(contentMatchesType('application/x-tar', tar())).toBe(true);
    expect(contentMatchesType('application/x-7z-compressed', Buffer.from('377abcaf271c0004', 'hex'))).toBe(
      true,
    );
    expect(contentMatchesType('application/vnd.rar', Buffer.from('Rar!\x1a\x07\x01\x00', 'latin1'))).toBe(
      true,
    );
    expect(contentMatchesType('application/msword', Buffer.from('d0cf11e0a1b11ae1', 'hex'))).toBe(true);
    expect(contentMatchesType('text/plain', Buffer.from('héllo wörld'))).toBe(true);
    expect(contentMatchesType('application/json', Buffer.from('{"a":1}'))).toBe(true);
    expect(
      contentMatchesType('image/svg+xml', Buffer.from('<?xml version="1.0"?><svg xmlns="x"></svg>')),
    ).toBe(true);
  });

  it('refuses files posing as something else', () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300)]);
    for (const type of [
      'image/png',
      'image/jpeg',
      'application/pdf',
      'application/zip',
      'application/x-tar',
      'text/plain',
    ])
      expect(contentMatchesType(type, exe), type).toBe(false);
    // A plain zip is not a Word document, and a Word document is not a spreadsheet.
    expect(contentMatchesType(DOCX, zip({ 'a.txt': 'a' }))).toBe(false);
    expect(contentMatchesType(XLSX, zip({ 'word/document.xml': '<w/>' }))).toBe(false);
    expect(contentMatchesType('image/svg+xml', Buffer.from('<html><script>x</script></html>'))).toBe(false);
    expect(contentMatchesType('text/plain', Buffer.from([0xc3, 0x28]))).toBe(false);
    expect(contentMatchesType('application/x-unknown', Buffer.from('anything'))).toBe(false);
  });
});
