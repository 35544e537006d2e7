/**
 * The last line of defence of try-before-you-buy: whatever the model is talked into, the text a
 * visitor receives never repeats a long verbatim span of the hidden recipe. A span counts from
 * LEAK_SPAN characters of the recipe, compared with white space collapsed and case folded, so
 * re-wrapped or re-indented copies are caught too. Such a span is cut and replaced by one marker.
 *
 * It works as the text streams: a suffix automaton of the recipe tells, after every character,
 * the longest tail of the output that is still somewhere in the recipe. Only that tail is held
 * back (it may yet grow into a leak); everything before it is released at once. So the visitor
 * waits for at most LEAK_SPAN - 1 characters, and only while they match the recipe.
 */
export const LEAK_SPAN = 60;
export const REDACTION_MARKER = ' […] ';

/** A suffix automaton over `text`: every substring of it is a path from the root. */
class SuffixAutomaton {
  readonly next: Array<Map<string, number>> = [new Map()];
  readonly link: number[] = [-1];
  readonly length: number[] = [0];
  private last = 0;

  constructor(text: Iterable<string>) {
    for (const char of text) this.extend(char);
  }

  private extend(char: string) {
    const { next, link, length } = this;
    const current = next.length;
    next.push(new Map());
    length.push(length[this.last]! + 1);
    link.push(0);
    let p = this.last;
    while (p !== -1 && !next[p]!.has(char)) {
      next[p]!.set(char, current);
      p = link[p]!;
    }
    if (p !== -1) {
      const q = next[p]!.get(char)!;
      if (length[p]! + 1 === length[q]) link[current] = q;
      else {
        const clone = next.length;
        next.push(new Map(next[q]!));
        length.push(length[p]! + 1);
        link.push(link[q]!);
        while (p !== -1 && next[p]!.get(char) === q) {
          next[p]!.set(char, clone);
          p = link[p]!;
        }
        link[q] = clone;
        link[current] = clone;
      }
    }
    this.last = current;
  }
}

const isSpace = (char: string) => /\s/u.test(char);

/** The characters compared: white space runs as one space, letters case-folded, trimmed. */
export function normalizedUnits(text: string): string[] {
  const units: string[] = [];
  for (const char of text.trim()) {
    if (isSpace(char)) {
      if (units.at(-1) !== ' ') units.push(' ');
    } else units.push(...char.toLowerCase());
  }
  return units;
}

/** One compared character with the raw text it stands for (a white space run, a letter). */
interface Unit {
  raw: string;
}

/**
 * Feed the model's text in with `push`, send what it returns; call `end` when the text is
 * complete and send that too. `leaked` says whether anything was cut.
 */
export class LeakGuard {
  private readonly automaton: SuffixAutomaton;
  private state = 0;
  /** Length of the longest tail of the output that is a substring of the recipe. */
  private matched = 0;
  /** Units not decided yet: always the matched tail (or part of it). */
  private pending: Unit[] = [];
  /** What the last decided unit became, for white space that continues it. */
  private lastDecision: 'released' | 'cut' | null = null;
  private lastWasSpace = false;
  leaked = false;

  constructor(
    recipe: string,
    private readonly span = LEAK_SPAN,
  ) {
    this.automaton = new SuffixAutomaton(normalizedUnits(recipe));
  }

  push(text: string): string {
    let out = '';
    for (const char of text) {
      if (isSpace(char)) {
        if (this.lastWasSpace) {
          // The same run of white space: it goes wherever its first character went.
          const held = this.pending.at(-1);
          if (held) held.raw += char;
          else if (this.lastDecision !== 'cut') out += char;
          continue;
        }
        this.lastWasSpace = true;
        out += this.feed(' ', char);
      } else {
        this.lastWasSpace = false;
        // A letter folded into more than one unit: the raw letter rides on the first.
        const folded = [...char.toLowerCase()];
        for (let i = 0; i < folded.length; i++) out += this.feed(folded[i]!, i === 0 ? char : '');
      }
    }
    return out;
  }

  /** The rest of the text, once the model has finished. */
  end(): string {
    const out = this.pending.map((unit) => unit.raw).join('');
    this.pending = [];
    return out;
  }

  private feed(unit: string, raw: string): string {
    const { next, link, length } = this.automaton;
    while (this.state !== 0 && !next[this.state]!.has(unit)) {
      this.state = link[this.state]!;
      this.matched = length[this.state]!;
    }
    const to = next[this.state]!.get(unit);
    if (to === undefined) {
      this.state = 0;
      this.matched = 0;
    } else {
      this.state = to;
      this.matched += 1;
    }
    this.pending.push({ raw });

    if (this.matched >= this.span) {
      // A leak: everything undecided is part of it (the tail is the match). Cut it, with one
      // marker for the whole span however long it grows.
      const continuing = this.lastDecision === 'cut';
      this.pending = [];
      this.lastDecision = 'cut';
      if (!continuing) this.leaked = true;
      return continuing ? '' : REDACTION_MARKER;
    }
    // Release what falls before the matched tail: it can no longer become part of a leak.
    const release = this.pending.length - this.matched;
    if (release <= 0) return '';
    const out = this.pending
      .slice(0, release)
      .map((u) => u.raw)
      .join('');
    this.pending = this.pending.slice(release);
    this.lastDecision = 'released';
    return out;
  }
}
