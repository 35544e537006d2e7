import { createSecretBox, type SecretBox } from '../../crypto/secret-box';

/** The purpose that keeps the AI keys' encryption key apart from any other use of AUTH_SECRET. */
const PURPOSE = 'user-ai-key';

const boxes = new Map<string, SecretBox>();

/** The secret box of users' AI keys under this AUTH_SECRET (derived once per secret). */
export function aiKeyBox(authSecret: string): SecretBox {
  let box = boxes.get(authSecret);
  if (!box) {
    box = createSecretBox(authSecret, PURPOSE);
    boxes.set(authSecret, box);
  }
  return box;
}

/** A sealed key opens only in its owner's row. */
export const keyContext = (userId: string) => `user:${userId}`;
