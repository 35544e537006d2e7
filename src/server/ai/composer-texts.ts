import type { Language } from '@shared/preference-options';
import de from '../locales/de/composer.json';
import en from '../locales/en/composer.json';
import es from '../locales/es/composer.json';
import fr from '../locales/fr/composer.json';
import it from '../locales/it/composer.json';
import ja from '../locales/ja/composer.json';
import ko from '../locales/ko/composer.json';
import pt from '../locales/pt/composer.json';
import zh from '../locales/zh/composer.json';

/**
 * The offline composer's words in the nine languages: src/server/locales/<lng>/composer.json.
 * English is the shape every other catalogue must have (the type checks it); composer-texts.test.ts
 * checks the rest (as many items in every list, the same placeholders in every frame).
 *
 * - headings: the recipe's section headings, which the recipe parser knows in every language.
 * - frames: the sentences around the prompt's key terms, with `{placeholders}`.
 * - domains: each template's name, principles, operations and steps.
 */
export type ComposerTexts = typeof en;

export const COMPOSER_TEXTS: Record<Language, ComposerTexts> = { en, es, fr, de, it, pt, ja, ko, zh };

/** `{name}` placeholders filled in one pass (a value is never read as a placeholder). */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
