import { Lexer, type Token, type Tokens } from 'marked';
import { type ReactNode, useMemo } from 'react';

/**
 * A saved recipe's content as readable Markdown. Lexing only: tokens become React elements, never
 * an HTML string, so raw HTML in a recipe shows as text; links keep to safe schemes and images
 * become links (no remote loads from stored content).
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };
const decode = (text: string) =>
  text.includes('&')
    ? text.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, n: string) => ENTITIES[n] ?? '')
    : text;

export function safeHref(href: string): string | null {
  const value = href.trim();
  if (/^(https?:|mailto:)/i.test(value) || /^(\/(?!\/)|#)/.test(value)) return value;
  return null;
}

function inline(tokens: Token[] | undefined, prefix: string): ReactNode[] {
  return (tokens ?? []).map((token, i) => {
    const key = `${prefix}.${i}`;
    const t = token as Tokens.Generic;
    switch (token.type) {
      case 'strong':
        return (
          <strong key={key} className="font-semibold text-foreground">
            {inline(t.tokens, key)}
          </strong>
        );
      case 'em':
        return <em key={key}>{inline(t.tokens, key)}</em>;
      case 'del':
        return <del key={key}>{inline(t.tokens, key)}</del>;
      case 'codespan':
        return (
          <code key={key} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">
            {decode(String(t.text))}
          </code>
        );
      case 'br':
        return <br key={key} />;
      case 'link':
      case 'image': {
        const href = safeHref(String(t.href ?? ''));
        const label = token.type === 'image' ? decode(String(t.text || t.href)) : inline(t.tokens, key);
        return href ? (
          <a
            key={key}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="text-primary underline underline-offset-2"
          >
            {label}
          </a>
        ) : (
          <span key={key}>{label}</span>
        );
      }
      case 'text':
        return t.tokens ? <span key={key}>{inline(t.tokens, key)}</span> : decode(String(t.text));
      default:
        return decode(String(t.raw ?? ''));
    }
  });
}

const HEADING: Record<number, string> = {
  1: 'mt-6 text-xl font-semibold',
  2: 'mt-6 text-lg font-semibold',
  3: 'mt-5 text-base font-semibold',
};

function block(token: Token, key: string): ReactNode {
  const t = token as Tokens.Generic;
  switch (token.type) {
    case 'heading': {
      const level = Math.min(Math.max(Number(t.depth), 2), 4);
      const Tag = `h${level}` as 'h2' | 'h3' | 'h4';
      return (
        <Tag key={key} className={`${HEADING[level - 1] ?? HEADING[3]} text-foreground first:mt-0`}>
          {inline(t.tokens, key)}
        </Tag>
      );
    }
    case 'paragraph':
      return (
        <p key={key} className="mt-3 first:mt-0">
          {inline(t.tokens, key)}
        </p>
      );
    case 'list': {
      const list = token as Tokens.List;
      const Tag = list.ordered ? 'ol' : 'ul';
      return (
        <Tag
          key={key}
          start={list.ordered && list.start !== 1 && list.start !== '' ? Number(list.start) : undefined}
          className={`mt-3 space-y-1.5 pl-6 first:mt-0 ${list.ordered ? 'list-decimal' : 'list-disc'}`}
        >
          {list.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items of one parsed, static document
            <li key={`${key}.${i}`} className="pl-1 marker:text-muted-foreground">
              {item.tokens.map((child, j) =>
                child.type === 'text' ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: same
                  <span key={j}>{inline((child as Tokens.Text).tokens ?? [child], `${key}.${i}.${j}`)}</span>
                ) : (
                  block(child, `${key}.${i}.${j}`)
                ),
              )}
            </li>
          ))}
        </Tag>
      );
    }
    case 'code':
      return (
        <pre
          key={key}
          className="mt-3 overflow-x-auto rounded-lg border border-border bg-muted/60 p-3 text-[13px] leading-relaxed first:mt-0"
        >
          <code className="font-mono">{String(t.text)}</code>
        </pre>
      );
    case 'blockquote':
      return (
        <blockquote key={key} className="mt-3 border-l-2 border-border pl-4 text-muted-foreground first:mt-0">
          {(t.tokens ?? []).map((child: Token, i: number) => block(child, `${key}.${i}`))}
        </blockquote>
      );
    case 'hr':
      return <hr key={key} className="my-6 border-border" />;
    case 'space':
      return null;
    default:
      // Tables, raw HTML and anything else: shown as the source text, readable and never interpreted.
      return (
        <p key={key} className="mt-3 whitespace-pre-wrap first:mt-0">
          {String(t.raw ?? '')}
        </p>
      );
  }
}

export function RecipeMarkdown({ content }: { content: string }) {
  const tokens = useMemo(() => Lexer.lex(content, { gfm: true, breaks: false }), [content]);
  return (
    <div className="text-[15px] leading-relaxed break-words text-foreground/90">
      {tokens.map((token, i) => block(token, String(i)))}
    </div>
  );
}
