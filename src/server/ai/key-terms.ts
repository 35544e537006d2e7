/** Key terms of a prompt: content words in order of first appearance, stop words dropped. */
const STOP_WORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being below between both but by
  can could did do does doing down during each few for from further had has have having he her here hers herself him
  himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other
  our ours ourselves out over own same she should so some such than that the their theirs them themselves then there
  these they this those through to too under until up very was we were what when where which while who whom why will
  with would you your yours yourself yourselves please help want need make create build write give get like using use
  something thing things way ways some can't cannot let lets let's i'm i'd i've also really good best better new`
    .split(/\s+/)
    .filter(Boolean),
);

export function keyTerms(prompt: string, max = 6): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const raw of prompt.toLowerCase().split(/[^\p{L}\p{N}+#-]+/u)) {
    const word = raw.replace(/^[-#+]+|[-]+$/g, '');
    if (word.length < 3 || STOP_WORDS.has(word) || /^\d+$/.test(word) || seen.has(word)) continue;
    seen.add(word);
    terms.push(word);
    if (terms.length === max) break;
  }
  return terms;
}

export const titleCase = (text: string) =>
  text.replace(/\p{L}[\p{L}\p{N}'-]*/gu, (w) =>
    w.length <= 3 && /^(and|or|of|for|the|to|a|an|in|on)$/.test(w) ? w : w[0]!.toUpperCase() + w.slice(1),
  );
