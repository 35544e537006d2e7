import type { Language } from '@shared/preference-options';

/**
 * Which of the nine languages a recipe is written in (issue 19): the language of the prompt when
 * it is clearly one of them, else the user's interface language. Detection is cheap and pure:
 * scripts first (kana is Japanese, Hangul Korean, Han alone Chinese), then, for Latin script, a
 * small stop-word scorer. Short or mixed prompts ("make it shorter", "kubernetes migration") are
 * not clear, and the interface language decides.
 */

/** English names of the languages, for the instruction to the model (which is in English). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
  ja: 'Japanese',
  ko: 'Korean',
  zh: 'Chinese (Simplified)',
};

type LatinLanguage = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt';

/** Frequent function words and request verbs; a word listed for several languages counts less. */
const STOP_WORDS: Record<LatinLanguage, string> = {
  en: `the and is are to of for with my i you your how what this that it on an be can please help want need make write
    create from about our we will would should do does which into using me`,
  es: `el la los las de del y que en un una unos unas para por con mi mis como cómo qué es son lo al se su sus nuestro
    nuestra quiero necesito ayúdame hazme crea escribe sobre más muy pero este esta estos ayuda puedes`,
  fr: `le la les des du de un une et est pour avec dans sur mon ma mes notre nos je tu vous il elle qui que quoi comment
    pas ne ce cette ces au aux aide aidez-moi moi écris écrire crée créer veux voudrais besoin faire plus très mais en par`,
  de: `der die das den dem des ein eine einen einem einer und ist sind für mit von zu zum zur auf im ich mir mich mein
    meine unser unsere unseren wir du wie was nicht auch bitte hilf schreib schreibe erstelle erstell möchte brauche
    über oder aber sehr noch kannst`,
  it: `il lo la gli le di del della dei delle degli e è un una uno per con che mi mio mia miei nostro nostra cosa sono
    non aiutami scrivi crea voglio vorrei ho bisogno nel nella sul sulla più molto ma questo questa puoi`,
  pt: `o a os as de do da dos das e é um uma para com que meu minha nosso nossa como não no na nos nas em me ajude ajuda
    escreva crie quero preciso gostaria sobre mais muito mas este esta isso você pelo pela pode`,
};

/** Letters only one or two of the languages write: a little evidence each. */
const LETTER_HINTS: Array<[RegExp, LatinLanguage[]]> = [
  [/[ñ¿¡]/, ['es']],
  [/[ãõ]/, ['pt']],
  [/ß|[äöü]/, ['de']],
  [/[œæ]|[èêëîïûù]/, ['fr']],
  [/ç/, ['fr', 'pt']],
];

const LATIN: LatinLanguage[] = ['en', 'es', 'fr', 'de', 'it', 'pt'];

/** Each word's weight per language: 1 divided by how many languages list it. */
const WORD_WEIGHTS = (() => {
  const owners = new Map<string, LatinLanguage[]>();
  for (const language of LATIN)
    for (const word of STOP_WORDS[language].split(/\s+/).filter(Boolean))
      owners.set(word, [...(owners.get(word) ?? []), language]);
  return owners;
})();

const KANA = /[\u3040-\u309f\u30a0-\u30ff\u31f0-\u31ff]/gu;
const HANGUL = /[\uac00-\ud7af\u1100-\u11ff\u3130-\u318f]/gu;
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/gu;
const LATIN_WORD = /[a-zà-ÿœæß]+(?:['’-][a-zà-ÿœæß]+)*/giu;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** What is not the writer's own language: code blocks, inline code, links. */
const stripNoise = (text: string) =>
  text
    .replace(/```[\s\S]*?(```|$)/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ');

/** The language `text` is clearly written in, or null when it is too short or mixed to tell. */
export function detectLanguage(raw: string): Language | null {
  const text = stripNoise(raw);
  const kana = count(text, KANA);
  const hangul = count(text, HANGUL);
  const han = count(text, HAN);
  const words = text.toLowerCase().match(LATIN_WORD) ?? [];
  const cjk = kana + hangul + han;
  // About two CJK characters to a word: the script that carries most of the text decides.
  if (cjk >= 2 && cjk / 2 >= words.length) {
    if (hangul >= kana + han) return 'ko';
    if (kana > 0) return 'ja';
    if (hangul === 0) return 'zh';
    return null;
  }
  const scores: Record<LatinLanguage, number> = { en: 0, es: 0, fr: 0, de: 0, it: 0, pt: 0 };
  for (const word of words) {
    const owners = WORD_WEIGHTS.get(word.replace(/’/g, "'"));
    if (owners) for (const owner of owners) scores[owner] += 1 / owners.length;
  }
  const lower = text.toLowerCase();
  for (const [pattern, owners] of LETTER_HINTS)
    if (pattern.test(lower)) for (const owner of owners) scores[owner] += 1 / owners.length;
  const ranked = LATIN.map((language) => [language, scores[language]] as const).sort((a, b) => b[1] - a[1]);
  const [best, second] = [ranked[0]!, ranked[1]!];
  if (best[1] >= 1.5 && best[1] >= second[1] * 1.5) return best[0];
  return null;
}

/**
 * The language of a reply: the newest user message written clearly in one of the nine languages
 * ("kürzer bitte" after a German prompt keeps German; "ok" keeps whatever came before), else the
 * user's interface language.
 */
export function replyLanguage(userMessages: readonly string[], interfaceLanguage: Language): Language {
  for (let i = userMessages.length - 1; i >= 0; i--) {
    const detected = detectLanguage(userMessages[i]!);
    if (detected) return detected;
  }
  return interfaceLanguage;
}
