export type { ContentNamespace, MessageKey, MessageValues, Namespace, Translate } from './catalogue-types';
export {
  currentLanguage,
  i18n,
  loadNamespace,
  onLanguageChange,
  setLanguage,
  startLanguage,
  translate,
} from './i18n';
export { useContent, useT } from './use-t';
