import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { findProfile, presentProfile, upsertProfileOnSignIn } from './profiles.queries';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(user).values({ id: 'u1', name: 'Ada', email: 'ada.lovelace@example.com' });
});
afterAll(() => database.close());

describe('profiles', () => {
  it('creates the profile with the spec defaults on first sign-in', async () => {
    const row = await upsertProfileOnSignIn(database.db, {
      id: 'u1',
      email: 'ada.lovelace@example.com',
      displayName: ' ',
    });
    const profile = presentProfile(row);
    expect(profile).toMatchObject({
      id: 'u1',
      email: 'ada.lovelace@example.com',
      displayName: 'ada.lovelace',
      photoURL: null,
      isCreator: false,
      generationCount: 0,
      preferences: { theme: 'system', notifications: true, language: 'en' },
      subscription: { plan: 'free', status: 'active' },
    });
    expect(profile.lastLoginAt).not.toBeNull();
  });

  it('updates lastLoginAt on a later sign-in and keeps everything else', async () => {
    const first = await findProfile(database.db, 'u1');
    await new Promise((r) => setTimeout(r, 15));
    const again = await upsertProfileOnSignIn(database.db, {
      id: 'u1',
      email: 'changed@example.com',
      displayName: 'X',
    });
    expect(again.email).toBe('ada.lovelace@example.com');
    expect(again.displayName).toBe('ada.lovelace');
    expect(again.createdAt.getTime()).toBe(first!.createdAt.getTime());
    expect(again.lastLoginAt!.getTime()).toBeGreaterThan(first!.lastLoginAt!.getTime());
  });

  it('finds nothing for an unknown id', async () => {
    expect(await findProfile(database.db, 'nobody')).toBeUndefined();
  });

  it('goes with its account', async () => {
    await database.db.delete(user).where(eq(user.id, 'u1'));
    expect(await findProfile(database.db, 'u1')).toBeUndefined();
  });
});
