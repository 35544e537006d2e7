import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@shared/contracts/recipes';
import { recipePolicy } from './recipe.policy';

/**
 * A gallery recipe is its owner's alone: another user, an admin (ADMIN_EMAILS gives no access to
 * users' galleries) and a visitor may take no action on it, and are refused as if it did not exist.
 */
const owner = { id: 'owner-id' };
const recipe = { id: 'r1', userId: owner.id, isPrivate: false };
const privateRecipe = { ...recipe, isPrivate: true };

describe('recipePolicy', () => {
  it('lets the owner read, update and delete', () => {
    expect(recipePolicy.actions).toEqual(['read', 'update', 'delete']);
    for (const action of recipePolicy.actions)
      expect(recipePolicy.can(owner, action, recipe), action).toBe(true);
  });

  it('lets nobody else take any action, whatever the recipe’s privacy', () => {
    for (const actor of [{ id: 'other-id' }, { id: 'admin-id' }, null, undefined])
      for (const action of recipePolicy.actions) {
        expect(recipePolicy.can(actor, action, recipe), action).toBe(false);
        expect(recipePolicy.can(actor, action, privateRecipe), action).toBe(false);
      }
  });

  it('refuses with the gallery’s not-found message', () => {
    expect(() => recipePolicy.authorize({ id: 'other-id' }, 'update', recipe)).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND', message: MESSAGES.recipeNotFound }),
    );
    expect(() => recipePolicy.authorize(owner, 'read', undefined)).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND', message: MESSAGES.recipeNotFound }),
    );
  });
});
