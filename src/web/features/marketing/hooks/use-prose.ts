import { useContent } from '@web/lib/i18n';

/** The long-form sections of the documentation, terms and privacy pages, in the current language (loaded with their chunk). */
export function useProse() {
  return useContent('marketing-prose');
}
