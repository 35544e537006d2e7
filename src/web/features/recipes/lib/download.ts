import { DOWNLOAD_FORMATS } from '@shared/contracts/recipes';
import { recipesApi } from '../api/recipes-api';

export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];
export { DOWNLOAD_FORMATS };

/**
 * Downloads a recipe through the server's attachment answer: the server names the file from the
 * title (platform.md §2 "Downloads are .txt files named from the title") and checks ownership.
 */
export function downloadRecipe(id: string, format: DownloadFormat = 'txt'): void {
  const link = document.createElement('a');
  link.href = recipesApi.downloadUrl(id, format);
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
