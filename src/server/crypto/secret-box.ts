import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets a user hands us (their own AI key) sealed at rest: AES-256-GCM under a key derived
 * from AUTH_SECRET with HKDF, one random IV per value. The sealed form names its version, so the
 * scheme can change later without losing what is stored: `v1.<iv>.<ciphertext>.<tag>` (base64url).
 * `context` is bound as additional data (the owner's id and the purpose), so a sealed value
 * copied to another user's row, or used for another purpose, does not open.
 */
const VERSION = 'v1';
const IV_BYTES = 12;
/** GCM's full tag; a shorter one would be accepted by Node unless the length is fixed. */
const TAG_BYTES = 16;

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

export interface SecretBox {
  seal(plaintext: string, context: string): string;
  /** Throws SecretBoxError when the value was sealed under another secret, context or version. */
  open(sealed: string, context: string): string;
}

/** `purpose` separates the keys of different uses of the same AUTH_SECRET. */
export function createSecretBox(authSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(
    hkdfSync('sha256', authSecret, 'recipe-forge secret-box', `${purpose} ${VERSION}`, 32),
  );
  return {
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, ciphertext, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const [version, iv, ciphertext, tag, ...rest] = sealed.split('.');
      if (version !== VERSION || !iv || ciphertext === undefined || !tag || rest.length > 0)
        throw new SecretBoxError('not a sealed value of a known version');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
          authTagLength: TAG_BYTES,
        });
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SecretBoxError('the sealed value does not open with this secret');
      }
    },
  };
}
