import type { FastifyBaseLogger } from 'fastify';
import {
  displayNameProblem,
  DISPLAY_NAME_MAX,
  normaliseDisplayName,
  type ProfileSummary,
} from '@shared/contracts/profile';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { RealtimeBus } from '../../realtime/bus';
import { publishUserEvent } from '../../realtime/user-channel';
import type { FileStorage } from '../../storage/storage';
import {
  newPhotoFile,
  prepareProfilePhoto,
  profilePhotoKey,
  profilePhotoUrl,
  storedPhotoKey,
} from './profile-photo';
import { swapPhotoUrl, writeDisplayName } from './profiles.queries';

export interface ProfileDeps {
  db: Db;
  bus: RealtimeBus;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

const summary = (row: { displayName: string; photoUrl: string | null; email: string }): ProfileSummary => ({
  displayName: row.displayName,
  photoURL: row.photoUrl,
  email: row.email,
});

/**
 * The Profile section's changes (platform.md §2 Settings, §8 Profile and account). Each is whole
 * or nothing: a refused name or photo changes nothing, a photo is in storage before its address
 * is saved and removed again if the save fails, and the photo it replaced is removed only after.
 * Every change is announced on the user's channel, so their other tabs show it.
 */
export function createProfileService(deps: ProfileDeps) {
  const announce = (userId: string) =>
    void publishUserEvent(deps.bus, deps.log, userId, { type: 'profile.updated' });

  /** A database failure becomes §8's message; our own refusals pass as they are. */
  async function saving<T>(write: () => Promise<T | undefined>): Promise<T> {
    let result: T | undefined;
    try {
      result = await write();
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError('profile.updateFailed', {}, { cause: error });
    }
    if (result === undefined) throw new AppError('profile.updateFailed');
    return result;
  }

  async function removeStored(userId: string, photoUrl: string | null) {
    const key = storedPhotoKey(userId, photoUrl);
    if (key)
      await deps.storage
        .delete(key)
        .catch((error) => deps.log.warn({ err: error, key }, 'replaced profile photo not deleted'));
  }

  return {
    async updateDisplayName(userId: string, raw: string): Promise<ProfileSummary> {
      const problem = displayNameProblem(raw);
      if (problem === 'empty') throw new AppError('profile.displayNameEmpty');
      if (problem === 'tooLong') throw new AppError('profile.displayNameTooLong', { max: DISPLAY_NAME_MAX });
      const row = await saving(() => writeDisplayName(deps.db, userId, normaliseDisplayName(raw)));
      announce(userId);
      return summary(row);
    },

    async replacePhoto(userId: string, data: Buffer): Promise<ProfileSummary> {
      const photo = await prepareProfilePhoto(data);
      const file = newPhotoFile();
      const key = profilePhotoKey(userId, file);
      try {
        await deps.storage.put(key, photo, 'image/webp');
      } catch (error) {
        throw new AppError('profile.photoUploadFailed', {}, { cause: error });
      }
      let swapped: Awaited<ReturnType<typeof swapPhotoUrl>>;
      try {
        swapped = await saving(() => swapPhotoUrl(deps.db, userId, profilePhotoUrl(userId, file)));
      } catch (error) {
        await deps.storage.delete(key).catch(() => undefined);
        throw error;
      }
      await removeStored(userId, swapped!.previous);
      announce(userId);
      return summary(swapped!.row);
    },

    async removePhoto(userId: string): Promise<ProfileSummary> {
      const { row, previous } = await saving(() => swapPhotoUrl(deps.db, userId, null));
      await removeStored(userId, previous);
      announce(userId);
      return summary(row);
    },
  };
}
