/**
 * Splits markdown into top-level blocks for the streaming renderer: a block ends at a blank line
 * outside a code fence, unless what follows belongs to it (an indented continuation, or the next
 * item of the same list). Boundaries are decided on complete lines only, so a half-received
 * line never moves one.
 *
 * The splitter is incremental: when the new text extends the old one, only the last (growing)
 * block is scanned again, and finished blocks keep their identity, so their rendering stays
 * memoised (DESIGN.md: only the last block re-parses).
 */
export interface MarkdownBlock {
  /** Offset of the block in the message: a stable key. */
  start: number;
  text: string;
}

// Fences inside list items are indented too: any indentation counts.
const FENCE = /^\s*(`{3,}|~{3,})/;
const LIST_ITEM = /^\s{0,3}(?:[-*+•]|\d{1,9}[.)])\s/;
const INDENTED = /^[ \t]/;

/** A line still being received could yet turn into a list item. */
const MAYBE_ITEM = /^\s{0,3}(?:[-*+•]|\d{1,9}[.)]?)$/;

/** Whether a (partial) line after a blank line surely starts a new block. */
function startsBlock(partial: string, inList: boolean): boolean {
  if (INDENTED.test(partial)) return false;
  if (!inList) return true;
  return !LIST_ITEM.test(partial) && !MAYBE_ITEM.test(partial);
}

/** Starts of the blocks from `from` (a block start) on. */
function scan(text: string, from: number, complete: boolean): number[] {
  const starts = [from];
  let pos = from;
  let fence: string | null = null;
  let hasContent = false;
  let sawBlank = false;
  let inList = false;
  while (pos < text.length) {
    const newline = text.indexOf('\n', pos);
    if (newline === -1 && !complete) {
      // A half-received line after a blank one: start the next block as soon as its first
      // characters tell, so the finished block is final (and never re-parsed) from this chunk on.
      const partial = text.slice(pos);
      if (!fence && sawBlank && partial.trim() !== '' && startsBlock(partial, inList)) starts.push(pos);
      break;
    }
    const end = newline === -1 ? text.length : newline;
    const line = text.slice(pos, end);
    pos = end + 1;
    if (fence) {
      const close = FENCE.exec(line);
      if (
        close?.[1] &&
        close[1][0] === fence[0] &&
        close[1].length >= fence.length &&
        !line.slice(close[0].length).trim()
      )
        fence = null;
      continue;
    }
    if (line.trim() === '') {
      if (hasContent) sawBlank = true;
      continue;
    }
    const isItem = LIST_ITEM.test(line);
    if (sawBlank && !INDENTED.test(line) && !(inList && isItem)) {
      starts.push(end - line.length);
      hasContent = false;
      inList = false;
    }
    sawBlank = false;
    hasContent = true;
    if (isItem) inList = true;
    else if (!INDENTED.test(line)) inList = false;
    const open = FENCE.exec(line);
    if (open?.[1]) fence = open[1];
  }
  return starts;
}

/** All blocks of a complete text (no streaming state). */
export function splitBlocks(text: string): MarkdownBlock[] {
  const starts = scan(text, 0, true);
  return starts
    .map((start, i) => ({ start, text: text.slice(start, starts[i + 1] ?? text.length).trimEnd() }))
    .filter((b) => b.text.length > 0);
}

export function createBlockSplitter() {
  let previous = '';
  let finished: MarkdownBlock[] = [];
  let lastStart = 0;

  return {
    /** The blocks of `text`; `complete` says the text will not grow any more. */
    split(text: string, complete = false): MarkdownBlock[] {
      if (!(text.length >= previous.length && text.startsWith(previous))) {
        finished = [];
        lastStart = 0;
      }
      previous = text;
      const starts = scan(text, lastStart, complete);
      for (let i = 0; i < starts.length - 1; i++) {
        const block = text.slice(starts[i], starts[i + 1]).trimEnd();
        if (block) finished.push({ start: starts[i]!, text: block });
      }
      lastStart = starts[starts.length - 1]!;
      const tail = text.slice(lastStart).trimEnd();
      return tail ? [...finished, { start: lastStart, text: tail }] : [...finished];
    },
  };
}
