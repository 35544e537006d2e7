import type { Language } from '@shared/preference-options';
import de from './export-texts/de.json';
import en from './export-texts/en.json';
import es from './export-texts/es.json';
import fr from './export-texts/fr.json';
import it from './export-texts/it.json';
import ja from './export-texts/ja.json';
import ko from './export-texts/ko.json';
import pt from './export-texts/pt.json';
import zh from './export-texts/zh.json';

/**
 * The words of the Markdown export in the nine languages (export-texts/<lng>.json): the reader's
 * language, from the `rf-language` cookie or Accept-Language of the download. English is the shape
 * every other language must have (the type checks it; export-texts.test.ts checks the keys and
 * placeholders).
 */
export type ExportTexts = typeof en;

export const EXPORT_TEXTS: Record<Language, ExportTexts> = { en, es, fr, de, it, pt, ja, ko, zh };

/** `{name}` placeholders filled in one pass (a value is never read as a placeholder). */
export const fillText = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
