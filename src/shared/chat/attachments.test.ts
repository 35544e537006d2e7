import { describe, expect, it } from 'vitest';
import { displayFileName, formatFileSize, resolveAttachmentType, storageFileName } from './attachments';

describe('attachment rules', () => {
  it('treats a file as its allowed claimed type, or by extension when the browser gave none', () => {
    expect(resolveAttachmentType('a.png', 'image/png')).toBe('image/png');
    expect(resolveAttachmentType('notes.md', '')).toBe('text/markdown');
    expect(resolveAttachmentType('archive.7z', 'application/octet-stream')).toBe('application/x-7z-compressed');
    expect(resolveAttachmentType('report.DOCX', '')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(resolveAttachmentType('setup.exe', 'application/x-msdownload')).toBeNull();
    // A disallowed claimed type is not rescued by an allowed-looking name.
    expect(resolveAttachmentType('setup.png', 'application/x-msdownload')).toBeNull();
    expect(resolveAttachmentType('noextension', '')).toBeNull();
  });

  it('keeps names to one harmless segment', () => {
    expect(displayFileName('../../etc/passwd')).toBe('passwd');
    expect(displayFileName('C:\\Users\\me\\photo.jpg')).toBe('photo.jpg');
    expect(displayFileName('bad\u0000name\n.txt')).toBe('badname.txt');
    expect(displayFileName('   ')).toBe('file');
    expect(storageFileName('My Report (v2).pdf')).toBe('My-Report-v2-.pdf');
    expect(storageFileName('..hidden..txt')).toBe('hidden.txt');
    expect(storageFileName('café ünïcode.png')).toBe('caf-n-code.png');
    expect(storageFileName('???')).toBe('file');
    for (const name of ['../a', '.env', 'a/../../b', '—.png'])
      expect(storageFileName(name)).toMatch(/^[A-Za-z0-9-][A-Za-z0-9.-]*$/);
  });

  it('formats sizes for chips', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(300 * 1024)).toBe('300 KB');
    expect(formatFileSize(5.5 * 1024 * 1024)).toBe('5.5 MB');
  });
});
