import { describe, expect, it } from 'vitest';
import { createSecretBox, SecretBoxError } from './secret-box';

const SECRET = 'a-test-auth-secret-of-at-least-32-characters';
const KEY = 'AIzaSyD-the-users-own-gemini-key-1234';

describe('the secret box', () => {
  const box = createSecretBox(SECRET, 'user-ai-key');

  it('opens what it sealed, with the same context', () => {
    expect(box.open(box.seal(KEY, 'user-1'), 'user-1')).toBe(KEY);
  });

  it('stores neither the key nor any long piece of it, in any encoding', () => {
    const sealed = box.seal(KEY, 'user-1');
    expect(sealed.startsWith('v1.')).toBe(true);
    for (const encoding of ['utf8', 'base64', 'base64url', 'hex'] as const) {
      const form = Buffer.from(KEY.slice(0, 12)).toString(encoding);
      expect(sealed).not.toContain(form);
    }
    expect(Buffer.from(sealed).includes(Buffer.from(KEY.slice(-8)))).toBe(false);
  });

  it('uses a fresh IV each time', () => {
    expect(box.seal(KEY, 'user-1')).not.toBe(box.seal(KEY, 'user-1'));
  });

  it('does not open under another AUTH_SECRET, another purpose or another context', () => {
    const sealed = box.seal(KEY, 'user-1');
    const otherSecret = createSecretBox('another-auth-secret-of-at-least-32-chars', 'user-ai-key');
    expect(() => otherSecret.open(sealed, 'user-1')).toThrow(SecretBoxError);
    expect(() => createSecretBox(SECRET, 'other-purpose').open(sealed, 'user-1')).toThrow(SecretBoxError);
    expect(() => box.open(sealed, 'user-2')).toThrow(SecretBoxError);
  });

  it('refuses a tampered value or an unknown version', () => {
    const sealed = box.seal(KEY, 'user-1');
    const [version, iv, ciphertext, tag] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(ciphertext, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => box.open([version, iv, flipped.toString('base64url'), tag].join('.'), 'user-1')).toThrow(
      SecretBoxError,
    );
    expect(() => box.open(sealed.replace(/^v1/, 'v9'), 'user-1')).toThrow(SecretBoxError);
    expect(() => box.open('plain text', 'user-1')).toThrow(SecretBoxError);
  });

  it('refuses a truncated tag (GCM would otherwise check only its first bytes)', () => {
    const [version, iv, ciphertext, tag] = box.seal(KEY, 'user-1').split('.') as [
      string,
      string,
      string,
      string,
    ];
    const short = Buffer.from(tag, 'base64url').subarray(0, 4).toString('base64url');
    expect(() => box.open([version, iv, ciphertext, short].join('.'), 'user-1')).toThrow(SecretBoxError);
  });
});
