import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/**
 * Reads the one file of a multipart/form-data request from the field "file" (the route's plugin
 * registers @fastify/multipart with its own size cap). Every failure becomes a clear AppError:
 * not multipart, no file, too large (the route's own words for these two), or a body that could
 * not be read.
 */
export async function readSingleFileUpload(
  request: FastifyRequest,
  refusals: { noFile: () => AppError; tooLarge: (filename: string) => AppError },
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new AppError('request.notMultipart');
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
    if (part?.fieldname !== 'file') throw refusals.noFile();
    const data = await part.toBuffer();
    return { filename: part.filename, mimetype: part.mimetype, data };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw refusals.tooLarge(part?.filename || 'file');
    throw new AppError('request.uploadUnreadable', {}, { cause: error });
  }
}
