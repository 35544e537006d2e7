import type { FastifyBaseLogger } from 'fastify';
import type {
  CreatorImageKind,
  CreatorProfileSettings,
  UpdateCreatorProfile,
} from '@shared/contracts/creator-profile';
import { checkCreatorProfile } from '@shared/creators/creator-profile-rules';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { FileStorage } from '../../storage/storage';
import { ensureCreatorProfile } from '../marketplace';
import { creatorImageKey, newCreatorImageFile, prepareCreatorImage } from './creator-images';
import { presentCreatorProfileSettings } from './creator-profile.presenter';
import {
  findOwnCreatorProfile,
  isCreator,
  type OwnCreatorProfileRow,
  swapCreatorImage,
  writeCreatorProfile,
} from './creator-profile.queries';

export interface CreatorProfileDeps {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/**
 * Becoming a creator and editing the creator profile (platform.md §2 Settings "Creator Profile",
 * §4 Creator flag). Only a creator has a profile to read or change: anyone else is refused with
 * 'creator.notCreator'. A save is whole or nothing, and an image is in storage before its key is
 * saved (removed again if the save fails); the image it replaced is removed only after.
 */
export function createCreatorProfileService(deps: CreatorProfileDeps) {
  const { db } = deps;

  /** A database failure becomes §8's message; our own refusals pass as they are. */
  async function saving<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError('creator.saveFailed', {}, { cause: error });
    }
  }

  /** The creator's row; a creator flagged before their row existed gets it now. */
  async function ownProfile(userId: string): Promise<OwnCreatorProfileRow> {
    if (!(await isCreator(db, userId))) throw new AppError('creator.notCreator');
    let row = await findOwnCreatorProfile(db, userId);
    if (!row) {
      await ensureCreatorProfile(db, userId);
      row = await findOwnCreatorProfile(db, userId);
    }
    if (!row) throw new AppError('creator.saveFailed');
    return row;
  }

  return {
    async status(userId: string) {
      return { isCreator: await isCreator(db, userId) };
    },

    /** §4: the flag is set once, and there is no way back; a second call changes nothing. */
    async become(userId: string): Promise<CreatorProfileSettings> {
      await saving(() => ensureCreatorProfile(db, userId));
      deps.log.info({ userId }, 'user became a creator');
      return presentCreatorProfileSettings(await ownProfile(userId));
    },

    async read(userId: string): Promise<CreatorProfileSettings> {
      return presentCreatorProfileSettings(await ownProfile(userId));
    },

    async update(userId: string, body: UpdateCreatorProfile): Promise<CreatorProfileSettings> {
      await ownProfile(userId);
      const { profile, problems } = checkCreatorProfile(body);
      const first = problems[0];
      if (first) throw new AppError(first.key, first.params as never);
      await saving(() => writeCreatorProfile(db, userId, profile));
      return presentCreatorProfileSettings(await ownProfile(userId));
    },

    async replaceImage(
      userId: string,
      kind: CreatorImageKind,
      data: Buffer,
    ): Promise<CreatorProfileSettings> {
      await ownProfile(userId);
      const image = await prepareCreatorImage(kind, data);
      const key = creatorImageKey(userId, newCreatorImageFile(kind));
      try {
        await deps.storage.put(key, image, 'image/webp');
      } catch (error) {
        throw new AppError('creator.imageUploadFailed', {}, { cause: error });
      }
      let swapped: Awaited<ReturnType<typeof swapCreatorImage>>;
      try {
        swapped = await saving(() => swapCreatorImage(db, userId, kind, key));
      } catch (error) {
        await deps.storage.delete(key).catch(() => undefined);
        throw error;
      }
      await removeStored(swapped?.previous ?? null);
      return presentCreatorProfileSettings(await ownProfile(userId));
    },

    async removeImage(userId: string, kind: CreatorImageKind): Promise<CreatorProfileSettings> {
      await ownProfile(userId);
      const swapped = await saving(() => swapCreatorImage(db, userId, kind, null));
      await removeStored(swapped?.previous ?? null);
      return presentCreatorProfileSettings(await ownProfile(userId));
    },
  };

  async function removeStored(key: string | null) {
    if (key)
      await deps.storage
        .delete(key)
        .catch((error) => deps.log.warn({ err: error, key }, 'replaced creator image not deleted'));
  }
}
