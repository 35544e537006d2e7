import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { profileEndpoints } from '@shared/contracts/endpoints/profile';
import { PROFILE_PHOTO_MAX_BYTES } from '@shared/contracts/profile';
import { AppError } from '../../http/app-error';
import { endpointRoutes } from '../../http/endpoint-routes';
import { readSingleFileUpload } from '../../http/single-file-upload';
import type { ServerModuleContext } from '../module';
import { PHOTO_FILE_PATTERN, profilePhotoKey, profilePhotoUrl } from './profile-photo';
import { createProfileService } from './profile.service';
import { findProfile } from './profiles.queries';

const MAX_MB = Math.round(PROFILE_PHOTO_MAX_BYTES / (1024 * 1024));

/** The Profile section of the settings screen (shared/contracts/endpoints/profile.ts). */
export async function profileRoutes(app: FastifyInstance, context: ServerModuleContext): Promise<void> {
  const { db } = context.database;
  const { storage } = context;
  const service = createProfileService({ db, bus: context.bus, storage, log: app.log });
  const route = endpointRoutes(app);
  await app.register(multipart, {
    limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });

  route(profileEndpoints.update, async ({ user, body, reply }) => {
    reply.header('cache-control', 'no-store');
    return service.updateDisplayName(user.id, body.displayName);
  });

  route(profileEndpoints.uploadPhoto, async ({ request, user, reply }) => {
    reply.header('cache-control', 'no-store');
    const upload = await readSingleFileUpload(request, {
      noFile: () => new AppError('profile.photoNoFile'),
      tooLarge: () => new AppError('profile.photoTooLarge', { maxMb: MAX_MB }),
    });
    return service.replacePhoto(user.id, upload.data);
  });

  route(profileEndpoints.removePhoto, async ({ user, reply }) => {
    reply.header('cache-control', 'no-store');
    return service.removePhoto(user.id);
  });

  route(profileEndpoints.photo, async ({ params: { userId, file }, reply }) => {
    // Only the user's current photo: an old version, a guessed name or a deleted account's is 404.
    const profile = PHOTO_FILE_PATTERN.test(file) ? await findProfile(db, userId) : undefined;
    if (!profile || profile.photoUrl !== profilePhotoUrl(userId, file))
      throw new AppError('profile.photoNotFound');
    const stored = await storage.get(profilePhotoKey(userId, file));
    if (!stored) throw new AppError('profile.photoNotFound');
    return (
      reply
        .header('content-type', 'image/webp')
        .header('content-length', stored.size)
        // One address per version: the bytes behind it never change.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .send(stored.body)
    );
  });
}
