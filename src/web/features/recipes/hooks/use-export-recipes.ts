import { useCallback, useState } from 'react';
import { attachmentName, saveBlob } from '@web/lib/download-file';
import { recipesApi } from '../api/recipes-api';

const FALLBACK_NAME = 'recipes.zip';

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
      saveBlob(blob, attachmentName(response.headers.get('content-disposition'), FALLBACK_NAME));
    } finally {
      setPending(false);
    }
  }, []);
  return { exportAll, pending };
}
