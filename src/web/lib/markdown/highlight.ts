/**
 * A small, dependency-free syntax highlighter for code blocks in replies: comments, strings,
 * numbers, keywords and literals for the C family, Python, shell, SQL, JSON, YAML and markup.
 * It returns tokens (never HTML), so the renderer stays free of raw markup.
 */
export type TokenKind = 'plain' | 'comment' | 'string' | 'number' | 'keyword' | 'literal' | 'tag' | 'attr';
export interface CodeToken {
  kind: TokenKind;
  text: string;
}

const KEYWORDS = new Set(
  (
    'abstract as async await break case catch class const continue def default del delete do elif else enum export ' +
    'extends final finally fn for from func function go if impl implements import in instanceof interface is lambda ' +
    'let loop match mod module mut new package pass private protected pub public raise return select static struct ' +
    'super switch then this throw throws trait try type typeof use var void when where while with yield ' +
    'echo fi esac done local readonly ' +
    'SELECT FROM WHERE INSERT INTO VALUES UPDATE SET DELETE CREATE TABLE JOIN LEFT RIGHT INNER OUTER ON GROUP BY ' +
    'ORDER LIMIT AND OR NOT AS HAVING DISTINCT UNION'
  ).split(' '),
);
const LITERALS = new Set('true false null undefined None True False nil NaN Infinity'.split(' '));

const HASH_COMMENT = new Set([
  'python',
  'py',
  'bash',
  'sh',
  'shell',
  'zsh',
  'yaml',
  'yml',
  'ruby',
  'rb',
  'toml',
  'r',
]);
const MARKUP = new Set(['html', 'xml', 'svg', 'vue', 'jsx', 'tsx']);

function rulesFor(lang: string): Array<[TokenKind, RegExp]> {
  const l = lang.toLowerCase();
  const comment: RegExp = HASH_COMMENT.has(l)
    ? /#[^\n]*/y
    : l === 'sql'
      ? /--[^\n]*|\/\*[\s\S]*?(?:\*\/|$)/y
      : /\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$)|<!--[\s\S]*?(?:-->|$)/y;
  const rules: Array<[TokenKind, RegExp]> = [
    ['comment', comment],
    ['string', /"(?:[^"\\\n]|\\.)*"?|'(?:[^'\\\n]|\\.)*'?|`(?:[^`\\]|\\.)*`?/y],
    ['number', /\b(?:0x[\da-f]+|\d+(?:\.\d+)?(?:e[+-]?\d+)?)\b/iy],
  ];
  if (MARKUP.has(l)) rules.push(['tag', /<\/?[A-Za-z][\w:-]*|\/?>/y], ['attr', /\b[\w:-]+(?==)/y]);
  if (l === 'yaml' || l === 'yml') rules.push(['attr', /^[ \t-]*[\w.-]+(?=:)/my]);
  rules.push(['plain', /[A-Za-z_$][\w$]*/y]);
  return rules;
}

/** Prose, not code: keywords in it are just words (a converted recipe's prompt, its Markdown). */
const PROSE = new Set(['text', 'plaintext', 'txt', 'prompt', 'markdown', 'md']);

export function highlight(code: string, lang = ''): CodeToken[] {
  if (PROSE.has(lang.toLowerCase())) return code ? [{ kind: 'plain', text: code }] : [];
  const rules = rulesFor(lang);
  const out: CodeToken[] = [];
  const push = (kind: TokenKind, text: string) => {
    const last = out[out.length - 1];
    if (last && last.kind === kind) last.text += text;
    else out.push({ kind, text });
  };
  let pos = 0;
  outer: while (pos < code.length) {
    for (const [kind, re] of rules) {
      re.lastIndex = pos;
      const match = re.exec(code);
      if (match && match[0].length > 0) {
        const text = match[0];
        if (kind === 'plain')
          push(KEYWORDS.has(text) ? 'keyword' : LITERALS.has(text) ? 'literal' : 'plain', text);
        else push(kind, text);
        pos += text.length;
        continue outer;
      }
    }
    push('plain', code[pos]!);
    pos += 1;
  }
  return out;
}
