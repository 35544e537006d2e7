import { LISTING_IMAGE_MAX_BYTES } from '@shared/contracts/marketplace-publish';
import { ApiRequestError, isAbortError } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { publishApi } from '../api/publish-api';

export type ImageUpload =
  | { status: 'empty' }
  | { status: 'uploading'; preview: string; progress: number; name: string }
  | { status: 'done'; preview: string; imageId: string; name: string }
  | { status: 'failed'; preview: string | null; error: string; name: string };

const MEGABYTE = 1024 * 1024;

/**
 * The publish page's image (platform.md §5 'Image through a file input'): a local preview at once,
 * the upload to POST /api/marketplace/images with its progress, then the id the draft names. The
 * server reads the file by its content and re-encodes it; a file too large or not an image is
 * refused here first, in the server's words. Choosing another file or leaving cancels the upload.
 */
export function useImageUpload() {
  const t = useT('marketplace-publish');
  const errors = useT('errors');
  const [state, setState] = useState<ImageUpload>({ status: 'empty' });
  const upload = useRef<AbortController | null>(null);
  const preview = useRef<string | null>(null);

  const release = useCallback(() => {
    upload.current?.abort();
    upload.current = null;
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = null;
  }, []);
  useEffect(() => release, [release]);

  const choose = async (file: File) => {
    release();
    if (file.size > LISTING_IMAGE_MAX_BYTES) {
      const megabytes = LISTING_IMAGE_MAX_BYTES / MEGABYTE;
      setState({
        status: 'failed',
        preview: null,
        name: file.name,
        error: errors('listing.imageTooLarge', { megabytes }),
      });
      return;
    }
    if (!file.type.startsWith('image/')) {
      setState({
        status: 'failed',
        preview: null,
        name: file.name,
        error: errors('listing.imageUnreadable'),
      });
      return;
    }
    const url = URL.createObjectURL(file);
    const controller = new AbortController();
    preview.current = url;
    upload.current = controller;
    setState({ status: 'uploading', preview: url, progress: 0, name: file.name });
    try {
      const { imageId } = await publishApi.uploadImage(file, {
        fallbackMessage: t('page.fields.imageFailed'),
        signal: controller.signal,
        onProgress: (progress) =>
          setState((current) =>
            current.status === 'uploading' && current.preview === url ? { ...current, progress } : current,
          ),
      });
      if (upload.current === controller) setState({ status: 'done', preview: url, imageId, name: file.name });
    } catch (error) {
      if (isAbortError(error) || upload.current !== controller) return;
      // The server's reason for a file it refused (4xx); otherwise the page's own words.
      const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
      setState({
        status: 'failed',
        preview: url,
        name: file.name,
        error: refused ? error.message : t('page.fields.imageFailed'),
      });
    } finally {
      if (upload.current === controller) upload.current = null;
    }
  };

  const clear = () => {
    release();
    setState({ status: 'empty' });
  };

  return { state, choose, clear };
}
