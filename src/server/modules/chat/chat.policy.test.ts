import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MESSAGES } from '@shared/chat/attachments';
import { SHARE_MESSAGES } from '@shared/contracts/chat-share';
import { attachmentPolicy, chatPolicy, messagePolicy, sharePolicy } from './chat.policy';

/**
 * Who may do what with chats, messages, share links and attachments. The actors: the owner,
 * another user, an admin (ADMIN_EMAILS gives no access to users' chats: to a policy an admin is
 * another user), and a visitor with no session. An unverified owner is refused by the route's
 * access level before any policy runs (the access matrix covers it).
 */
const owner = { id: 'owner-id' };
const otherUser = { id: 'other-id' };
const admin = { id: 'admin-id' };
const strangers = [otherUser, admin, null, undefined];

const chat = { id: 'c1', userId: owner.id };
const message = { id: 'm1', chatId: chat.id, userId: owner.id };

const refusedWith = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('not refused');
};

describe('chatPolicy', () => {
  it('lets the owner take every action', () => {
    for (const action of chatPolicy.actions) expect(chatPolicy.can(owner, action, chat), action).toBe(true);
  });

  it('lets nobody else take any, admins included', () => {
    for (const actor of strangers)
      for (const action of chatPolicy.actions)
        expect(chatPolicy.can(actor, action, chat), action).toBe(false);
  });

  it('refuses another user’s chat as if it did not exist', () => {
    expect(refusedWith(() => chatPolicy.authorize(otherUser, 'read', chat))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'This chat was not found.',
    });
    expect(refusedWith(() => chatPolicy.authorize(owner, 'read', undefined))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'This chat was not found.',
    });
  });
});

describe('messagePolicy', () => {
  it('gives every per-message action to the owner and to nobody else', () => {
    expect(messagePolicy.actions).toEqual(
      expect.arrayContaining([
        'read',
        'stop',
        'retry',
        'regenerate',
        'edit',
        'rate',
        'convert',
        'saveAsRecipe',
      ]),
    );
    for (const action of messagePolicy.actions) {
      expect(messagePolicy.can(owner, action, message), action).toBe(true);
      for (const actor of strangers) expect(messagePolicy.can(actor, action, message), action).toBe(false);
    }
  });

  it('refuses another user’s message as if it did not exist', () => {
    expect(refusedWith(() => messagePolicy.authorize(admin, 'regenerate', message))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'This message was not found.',
    });
  });
});

describe('sharePolicy', () => {
  const live = { revokedAt: null };
  const revoked = { revokedAt: new Date('2025-01-01T00:00:00Z') };

  it('lets anyone read a live link, signed in or not', () => {
    for (const actor of [owner, otherUser, admin, null, undefined])
      expect(sharePolicy.can(actor, 'read', live)).toBe(true);
  });

  it('lets nobody read a revoked link, its owner included', () => {
    for (const actor of [owner, otherUser, admin, null])
      expect(sharePolicy.can(actor, 'read', revoked)).toBe(false);
    expect(refusedWith(() => sharePolicy.authorize(null, 'read', revoked))).toMatchObject({
      code: 'FORBIDDEN',
      message: SHARE_MESSAGES.forbidden,
    });
  });
});

describe('attachmentPolicy', () => {
  const unsent = { userId: owner.id, messageId: null, chatSharedLive: false };
  const sent = { userId: owner.id, messageId: message.id, chatSharedLive: false };
  const sentInSharedChat = { ...sent, chatSharedLive: true };

  it('lets the owner read, attach and delete their file', () => {
    for (const file of [unsent, sent, sentInSharedChat])
      for (const action of attachmentPolicy.actions)
        expect(attachmentPolicy.can(owner, action, file), action).toBe(true);
  });

  it('lets others read a file only while the chat it was sent in has a live link', () => {
    for (const actor of strangers) {
      expect(attachmentPolicy.can(actor, 'read', sentInSharedChat)).toBe(true);
      expect(attachmentPolicy.can(actor, 'read', sent)).toBe(false);
      // Not sent yet: no share can reach it, even if the flag were wrong.
      expect(attachmentPolicy.can(actor, 'read', { ...unsent, chatSharedLive: true })).toBe(false);
    }
  });

  it('treats an unknown share state as not shared', () => {
    expect(attachmentPolicy.can(otherUser, 'read', { userId: owner.id, messageId: message.id })).toBe(false);
  });

  it('never lets others attach or delete a file, shared or not', () => {
    for (const actor of strangers)
      for (const file of [unsent, sent, sentInSharedChat]) {
        expect(attachmentPolicy.can(actor, 'attach', file)).toBe(false);
        expect(attachmentPolicy.can(actor, 'delete', file)).toBe(false);
      }
    expect(
      refusedWith(() => attachmentPolicy.authorize(otherUser, 'delete', sentInSharedChat)),
    ).toMatchObject({
      code: 'NOT_FOUND',
      message: ATTACHMENT_MESSAGES.notFound,
    });
  });
});
