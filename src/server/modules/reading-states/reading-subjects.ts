import type { ReadingSubject } from '@shared/contracts/presenter';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../policies/policy';
import { findMessage, messagePolicy } from '../chat';
import { listingPolicy, loadListingAccess } from '../marketplace';
import { findRecipe, recipePolicy } from '../recipes';

/**
 * Whether the actor may keep a reading state on a subject: the one who may read its recipe in
 * full, as each domain's own policy says. A saved recipe is its owner's (recipePolicy 'read'); a
 * chat reply is the chat owner's, and only an assistant's reply holds a recipe (chat's
 * messagePolicy 'read'); a listing is its creator's and its owners' (listingPolicy 'readContent':
 * a visitor who only sees the preview has nothing to tick). Anything else throws that domain's
 * not-found refusal, so an answer never tells "not yours" from "not there".
 */
export async function authorizeSubject(db: Db, actor: Actor, subject: ReadingSubject): Promise<void> {
  switch (subject.kind) {
    case 'recipe':
      recipePolicy.authorize(actor, 'read', await findRecipe(db, subject.id));
      return;
    case 'message': {
      const message = messagePolicy.authorize(actor, 'read', await findMessage(db, subject.id));
      // The user's own prompt is no recipe: refused like a message that is not there.
      if (message.role !== 'assistant') throw new AppError('chat.messageNotFound');
      return;
    }
    case 'listing':
      listingPolicy.authorize(actor, 'readContent', await loadListingAccess(db, subject.id, actor));
      return;
  }
}
