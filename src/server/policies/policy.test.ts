import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import { definePolicy, isOwner } from './policy';

/**
 * The policy core: rules by action, and one refusal for "not yours" and "not there" alike. A
 * made-up policy over notes (any refusal key serves).
 */
const notePolicy = definePolicy<{ userId: string; locked: boolean }>()({
  rules: {
    read: isOwner,
    edit: (actor, note) => isOwner(actor, note) && !note.locked,
  },
  refusal: () => new AppError('recipe.notFound'),
});

const note = { id: 'n1', userId: 'alice', locked: false };

describe('definePolicy', () => {
  it('lists its actions and answers each by its own rule', () => {
    expect(notePolicy.actions).toEqual(['read', 'edit']);
    expect(notePolicy.can({ id: 'alice' }, 'read', note)).toBe(true);
    expect(notePolicy.can({ id: 'alice' }, 'edit', { ...note, locked: true })).toBe(false);
    expect(notePolicy.can({ id: 'alice' }, 'read', { ...note, locked: true })).toBe(true);
  });

  it('refuses other users and visitors', () => {
    expect(notePolicy.can({ id: 'bob' }, 'read', note)).toBe(false);
    expect(notePolicy.can(null, 'read', note)).toBe(false);
    expect(notePolicy.can(undefined, 'read', note)).toBe(false);
  });

  it('authorize returns the resource itself, typed as given', () => {
    const authorized = notePolicy.authorize({ id: 'alice' }, 'edit', note);
    expect(authorized).toBe(note);
    expect(authorized.id).toBe('n1');
  });

  it('authorize refuses a missing resource exactly like someone else’s', () => {
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error;
      }
      throw new Error('not refused');
    };
    const foreign = refusal(() => notePolicy.authorize({ id: 'bob' }, 'read', note));
    const missing = refusal(() => notePolicy.authorize({ id: 'bob' }, 'read', undefined));
    const nothing = refusal(() => notePolicy.authorize({ id: 'alice' }, 'read', null));
    for (const error of [foreign, missing, nothing]) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'NOT_FOUND', status: 404, message: 'Recipe not found' });
    }
    // A fresh error each time, so one request's stack never leaks into another's.
    expect(foreign).not.toBe(missing);
  });
});

describe('isOwner', () => {
  it('is true only for the signed-in user the resource names', () => {
    expect(isOwner({ id: 'alice' }, { userId: 'alice' })).toBe(true);
    expect(isOwner({ id: 'bob' }, { userId: 'alice' })).toBe(false);
    expect(isOwner(null, { userId: 'alice' })).toBe(false);
    // An empty id never matches a resource by accident.
    expect(isOwner({ id: '' }, { userId: 'alice' })).toBe(false);
  });
});
