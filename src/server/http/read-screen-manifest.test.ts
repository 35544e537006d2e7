import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SCREEN_MANIFEST_FILE } from '@shared/screen-manifest';
import { describe, expect, it } from 'vitest';
import { readScreenManifest } from './read-screen-manifest';

const webRootWith = (content?: string) => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'rf-screens-'));
  if (content !== undefined) writeFileSync(path.join(root, SCREEN_MANIFEST_FILE), content);
  return root;
};

describe('readScreenManifest', () => {
  it("reads the build's screens and their page-meta keys", () => {
    const screens = [{ path: '/pricing', meta: '/pricing' }, { path: '/chat/:chatId' }];
    expect(readScreenManifest(webRootWith(JSON.stringify({ screens })))).toEqual({ screens });
  });

  it('is null for a web root without one', () => {
    expect(readScreenManifest(webRootWith())).toBeNull();
  });

  it('refuses a file that is not a manifest, or names page meta that does not exist', () => {
    expect(() => readScreenManifest(webRootWith('{"paths":["/"]}'))).toThrow(/not a screen manifest/);
    const unknownMeta = JSON.stringify({ screens: [{ path: '/x', meta: '/x' }] });
    expect(() => readScreenManifest(webRootWith(unknownMeta))).toThrow(/not a screen manifest/);
  });
});
