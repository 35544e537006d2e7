import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

const NOT_MULTIPART = 'Send the file as multipart/form-data in the field "file".';

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/**
 * Reads the one file of a multipart/form-data request from the field "file" (the route's plugin
 * registers @fastify/multipart with its own size cap). Every failure becomes a clear AppError:
 * not multipart, no file, too large, or a body that could not be read.
 */
export async function readSingleFileUpload(
  request: FastifyRequest,
  messages: { noFile: string; tooLarge: string | ((filename: string) => string) },
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_MULTIPART);
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
    if (part?.fieldname !== 'file') throw new AppError('VALIDATION_ERROR', messages.noFile);
    const data = await part.toBuffer();
    return { filename: part.filename, mimetype: part.mimetype, data };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        typeof messages.tooLarge === 'string' ? messages.tooLarge : messages.tooLarge(part?.filename || 'file'),
      );
    throw new AppError('BAD_REQUEST', 'The upload could not be read. Please try again.', { cause: error });
  }
}
