import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { conversationPolicy, messagePolicy } from './messaging.policy';

const conversation = { participantIds: ['alice', 'carol'] };
const alicesMessage = { ...conversation, senderId: 'alice' };

describe('conversationPolicy', () => {
  it('lets its two participants act, and no one else: not another user, an admin or a visitor', () => {
    for (const action of conversationPolicy.actions) {
      expect(conversationPolicy.can({ id: 'alice' }, action, conversation)).toBe(true);
      expect(conversationPolicy.can({ id: 'carol' }, action, conversation)).toBe(true);
      expect(conversationPolicy.can({ id: 'mallory' }, action, conversation)).toBe(false);
      expect(conversationPolicy.can({ id: 'admin' }, action, conversation)).toBe(false);
      expect(conversationPolicy.can(null, action, conversation)).toBe(false);
    }
  });

  it('refuses another user and a missing conversation alike: "Conversation not found"', () => {
    for (const resource of [conversation, undefined]) {
      try {
        conversationPolicy.authorize({ id: 'mallory' }, 'read', resource);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).key).toBe('messaging.conversationNotFound');
        expect((error as AppError).status).toBe(404);
      }
    }
  });

  it('leaves a deleted account’s former owner out', () => {
    expect(conversationPolicy.can({ id: 'carol' }, 'read', { participantIds: ['alice'] })).toBe(false);
  });
});

describe('messagePolicy', () => {
  it('lets participants read a message and only its sender edit it', () => {
    expect(messagePolicy.can({ id: 'carol' }, 'read', alicesMessage)).toBe(true);
    expect(messagePolicy.can({ id: 'carol' }, 'edit', alicesMessage)).toBe(false);
    expect(messagePolicy.can({ id: 'alice' }, 'edit', alicesMessage)).toBe(true);
    expect(messagePolicy.can({ id: 'mallory' }, 'read', alicesMessage)).toBe(false);
    expect(messagePolicy.can({ id: 'mallory' }, 'edit', { ...alicesMessage, senderId: 'mallory' })).toBe(
      false,
    );
    expect(messagePolicy.can(null, 'read', alicesMessage)).toBe(false);
    // A deleted sender's message is no one's to edit.
    expect(messagePolicy.can({ id: 'carol' }, 'edit', { ...alicesMessage, senderId: null })).toBe(false);
  });

  it('answers "Message not found" outside the actor’s conversations', () => {
    expect(() => messagePolicy.authorize({ id: 'mallory' }, 'read', alicesMessage)).toThrow(
      'Message not found',
    );
    expect(() => messagePolicy.authorize({ id: 'alice' }, 'read', undefined)).toThrow('Message not found');
  });
});
