import { useCallback, useState } from 'react';
import { recipesApi } from '../api/recipes-api';

const FALLBACK_NAME = 'recipes.zip';

/** The file name of a `Content-Disposition: attachment` answer, else the fallback. */
export function attachmentName(header: string | null, fallback = FALLBACK_NAME): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // Fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}

/**
 * 'Export all': GET /api/recipes/export (one .zip of Markdown files plus manifest.json). Fetched
 * rather than followed as a link so a failure becomes a message instead of a downloaded error page.
 */
export function useExportRecipes() {
  const [pending, setPending] = useState(false);
  const exportAll = useCallback(async () => {
    setPending(true);
    try {
      const response = await recipesApi.exportAll();
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = attachmentName(response.headers.get('content-disposition'));
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
      // Give the browser a moment to start the download before the blob goes.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } finally {
      setPending(false);
    }
  }, []);
  return { exportAll, pending };
}
