/**
 * Key terms of a prompt: content words in order of first appearance, stop words dropped, in any
 * of the nine languages. Latin, Cyrillic and Hangul text is split on spaces and punctuation;
 * Japanese and Chinese, written without spaces, are split where the script changes (kana
 * particles between kanji words), and Chinese also at its most frequent function characters.
 */
const STOP_WORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being below between both but by
  can could did do does doing down during each few for from further had has have having he her here hers herself him
  himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other
  our ours ourselves out over own same she should so some such than that the their theirs them themselves then there
  these they this those through to too under until up very was we were what when where which while who whom why will
  with would you your yours yourself yourselves please help want need make create build write give get like using use
  something thing things way ways some can't cannot let lets let's i'm i'd i've also really good best better new

  los las del una unos unas para por con mis como cómo qué son sus nuestro nuestra nuestros quiero necesito ayúdame
  hazme crea crear escribe escribir sobre más muy pero este esta estos estas ayuda puedes podrías favor algo

  les des une est pour avec dans sur mon mes notre nos vous elle qui que quoi comment pas cette ces aux aide aidez-moi
  moi écris écrire crée créer veux voudrais besoin faire plus très mais par peux pourrais

  der die das den dem des ein eine einen einem einer und ist sind für mit von zum zur auf ich mir mich mein meine
  unser unsere unseren wir wie was nicht auch bitte hilf schreib schreibe erstelle erstell erstellen möchte brauche
  über oder aber sehr noch kannst könntest

  il gli della dei delle degli per che mio mia miei nostro nostra cosa sono non aiutami scrivi crea creare voglio vorrei
  bisogno nel nella sul sulla più molto questo questa puoi potresti

  dos das uma com meu minha nosso nossa não nos nas ajude ajuda escreva crie criar quero preciso gostaria mais muito
  mas isso você pelo pela pode poderia

  좀 해줘 해주세요 만들어 만들어줘 주세요 위한 위해 대한 대해 어떻게 무엇 그리고 하는 하기 있는 도와줘 도와주세요 작성 작성해줘 제가 우리 나의
  저의 이것 그것 방법`
    .split(/\s+/)
    .filter(Boolean),
);

const HAN = /\p{Script=Han}/u;
const RUN =
  /\p{Script=Han}+|\p{Script=Hiragana}+|[\p{Script=Katakana}ー]+|\p{Script=Hangul}+|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+/gu;
/** Chinese function words and request phrases, split out of a run of characters. */
const ZH_FUNCTION =
  /一个|这个|那个|如何|怎么|一下|我们|需要|想要|帮助|帮我|帮忙|可以|制定|创建|生成|请|的|了|和|与|及|在|为|把|给|是|吗|呢|吧|我|你/gu;
/** Korean particles at a word's end (the longest first). */
const KO_PARTICLE = /(에서|으로|에게|한테|하고|이나|을|를|이|가|은|는|의|에|로|와|과|도|만|나)$/u;
/** Korean verb endings: a word ending so is a request, not a term. */
const KO_VERB = /(줘|요|다|세요|니다|하게|해서)$/u;

/** The pieces of one space-separated token that may be terms. */
function pieces(token: string, chinese: boolean): string[] {
  if (!/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(token)) return [token];
  const out: string[] = [];
  for (const run of token.match(RUN) ?? []) {
    if (/^\p{Script=Hiragana}+$/u.test(run)) continue;
    if (/^\p{Script=Hangul}+$/u.test(run)) {
      if (KO_VERB.test(run)) continue;
      out.push(run.replace(KO_PARTICLE, ''));
      continue;
    }
    if (HAN.test(run)) {
      for (const part of chinese ? run.split(ZH_FUNCTION) : [run]) {
        // Chinese words are mostly two characters: a long run is taken two at a time.
        if (part.length <= 4) out.push(part);
        else for (let i = 0; i + 1 < part.length; i += 2) out.push(part.slice(i, i + 2));
      }
      continue;
    }
    out.push(run);
  }
  return out;
}

const isCjk = (word: string) =>
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(word);

/**
 * The terms, lower-cased (`keepCase`: as first written, for languages whose nouns are capitalised
 * or whose reader expects the prompt's own spelling).
 */
export function keyTerms(prompt: string, max = 6, options: { keepCase?: boolean } = {}): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  const chinese = !/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(prompt);
  for (const token of prompt.split(/[^\p{L}\p{N}+#-]+/u)) {
    for (const raw of pieces(token, chinese)) {
      const word = raw.replace(/^[-#+]+|[-]+$/g, '');
      const key = word.toLowerCase();
      if (word.length < (isCjk(word) ? 2 : 3) || STOP_WORDS.has(key) || /^\d+$/.test(word) || seen.has(key))
        continue;
      seen.add(key);
      terms.push(options.keepCase ? word : key);
      if (terms.length === max) return terms;
    }
  }
  return terms;
}

export const titleCase = (text: string) =>
  text.replace(/\p{L}[\p{L}\p{N}'-]*/gu, (w) =>
    w.length <= 3 && /^(and|or|of|for|the|to|a|an|in|on)$/.test(w) ? w : w[0]!.toUpperCase() + w.slice(1),
  );
