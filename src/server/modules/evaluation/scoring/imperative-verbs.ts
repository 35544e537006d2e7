/**
 * Whether a step reads as an instruction: it starts with an imperative verb ('Archive everything
 * older than 30 days'), not with a noun phrase or a statement ('The inbox', 'It is important').
 * English only: the evaluation's cases are written in English. A word list rather than a tagger
 * keeps it deterministic and fast; verbs ending like verbs ('prioritize', 'simplify', 'validate')
 * count too.
 */
const VERBS = new Set(
  `add adjust agree align allocate analyse analyze apply archive ask assemble assess assign attach audit automate
  avoid back balance benchmark block book break bring budget build buy calculate call capture change check choose
  clarify classify clean clear close cluster collect combine commit communicate compare compile complete compose
  compute configure confirm connect consider consolidate construct contact convert copy count create cut debug
  decide declare decompose deduplicate define delegate delete deliver deploy derive describe design detect
  determine develop diagnose discard discuss dispatch display distribute divide document download draft draw
  drop edit eliminate email enable encode enforce engage ensure enter establish estimate evaluate examine
  execute expand experiment explain explore export extract feed fetch file fill filter finalize find fix flag
  focus follow form format frame gather generate give group handle highlight hold identify implement import
  improve include increase index inform insert inspect install integrate interview invite isolate iterate join
  keep label launch lay leave limit link list load locate lock log look make map mark measure merge migrate
  minimize model monitor move name narrow normalize note notify observe obtain open optimize order organize
  outline pack pair parse partition pause pick pilot place plan plot point practise practice prepare present
  prioritize probe process produce profile program prototype prune publish pull put query question rank rate
  read rebuild record reduce refactor refine reflect register reject release remove rename reorder repeat
  replace reply report reproduce request reserve reset resolve respond restate restore restrict resume retry
  return reuse review revise rewrite rotate route run sample save scale scan schedule score search secure
  segment select send separate sequence serve set share shortlist show simplify simulate sketch skip slice
  solve sort specify split stage standardize start state stop store streamline structure study submit
  summarize supply survey swap switch synthesize tag take target teach test time track train transform
  translate trigger trim try tune turn type understand unify unsubscribe update upgrade upload use validate
  verify visualize wait walk warm watch weigh write`.split(/\s+/),
);

/** Suffixes of verbs the list does not name ('normalise', 'quantify', 'aggregate'). */
const VERB_ENDING = /^[a-z]{3,}(?:ize|ise|ify|ate)$/;

/** Leads before the instruction: 'If the upload fails, retry', 'Finally, send …'. */
const LEADS = new Set(['if', 'when', 'once', 'after', 'before', 'while', 'then', 'next', 'finally', 'first']);

const firstWord = (text: string) => /^[^\p{L}]*(\p{L}+)/u.exec(text)?.[1]?.toLowerCase();

export function isActionable(step: string): boolean {
  const first = firstWord(step);
  if (!first) return false;
  if (VERBS.has(first) || VERB_ENDING.test(first)) return true;
  if (!LEADS.has(first)) return false;
  // The instruction follows the lead's clause: 'If it fails, retry twice'.
  const comma = step.indexOf(',');
  const rest = comma >= 0 ? step.slice(comma + 1) : step.slice(first.length);
  const next = firstWord(rest);
  return next !== undefined && (VERBS.has(next) || VERB_ENDING.test(next));
}
