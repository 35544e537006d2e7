import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { CREATOR_IMAGE_MAX_BYTES } from '@shared/contracts/creator-profile';
import { creatorEndpoints as endpoints } from '@shared/contracts/endpoints/creators';
import { readSession } from '../../auth/guards';
import { AppError } from '../../http/app-error';
import { endpointRoutes } from '../../http/endpoint-routes';
import { readSingleFileUpload } from '../../http/single-file-upload';
import type { ServerModuleContext } from '../module';
import { CREATOR_IMAGE_FILE, creatorImageKey } from './creator-images';
import { createCreatorProfileService } from './creator-profile.service';
import { findOwnCreatorProfile } from './creator-profile.queries';
import { isCreatorPagePublic } from './creator-visibility';

const MAX_MB = Math.round(CREATOR_IMAGE_MAX_BYTES / (1024 * 1024));

/** Becoming a creator and the Creator Profile section (shared/contracts/endpoints/creators.ts). */
export async function creatorProfileRoutes(
  app: FastifyInstance,
  context: ServerModuleContext,
): Promise<void> {
  const { db } = context.database;
  const { storage } = context;
  const service = createCreatorProfileService({ db, storage, log: app.log });
  const route = endpointRoutes(app);
  await app.register(multipart, {
    limits: { fileSize: CREATOR_IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });

  route(endpoints.status, async ({ user, reply }) => {
    reply.header('cache-control', 'no-store');
    return service.status(user.id);
  });

  route(endpoints.become, async ({ user, reply }) => {
    reply.header('cache-control', 'no-store');
    return service.become(user.id);
  });

  route(endpoints.profile, async ({ user, reply }) => {
    reply.header('cache-control', 'no-store');
    return service.read(user.id);
  });

  route(endpoints.updateProfile, async ({ user, body, reply }) => {
    reply.header('cache-control', 'no-store');
    return service.update(user.id, body);
  });

  route(endpoints.uploadImage, async ({ user, params, request, reply }) => {
    reply.header('cache-control', 'no-store');
    const upload = await readSingleFileUpload(request, {
      noFile: () => new AppError('creator.imageNoFile'),
      tooLarge: () => new AppError('creator.imageTooLarge', { maxMb: MAX_MB }),
    });
    return service.replaceImage(user.id, params.kind, upload.data);
  });

  route(endpoints.removeImage, async ({ user, params, reply }) => {
    reply.header('cache-control', 'no-store');
    return service.removeImage(user.id, params.kind);
  });

  route(endpoints.image, async ({ params: { creatorId, file }, request, reply }) => {
    // Only the current photo or banner: an old version, a guessed name or a deleted account's is 404.
    const row = CREATOR_IMAGE_FILE.test(file) ? await findOwnCreatorProfile(db, creatorId) : undefined;
    const key = row ? creatorImageKey(creatorId, file) : null;
    if (!row || (row.profileImageKey !== key && row.profileBannerKey !== key))
      throw new AppError('creator.imageNotFound');
    // A private profile's images are its creator's alone, like the page.
    const isPublic = await isCreatorPagePublic(db, row);
    if (!isPublic) {
      const viewer = (await readSession(app, request).catch(() => null))?.user.id;
      if (viewer !== creatorId) throw new AppError('creator.imageNotFound');
    }
    const stored = await storage.get(key!);
    if (!stored) throw new AppError('creator.imageNotFound');
    return (
      reply
        .header('content-type', 'image/webp')
        .header('content-length', stored.size)
        // One address per version: the bytes behind it never change. A private one is not shared.
        .header('cache-control', isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .send(stored.body)
    );
  });
}
