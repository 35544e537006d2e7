import { cn } from '@web/lib/cn';
import type { Token, Tokens } from 'marked';
import type { ReactNode } from 'react';
import { decodeEntities, safeHref } from '@web/lib/markdown/parse';
import { CodeBlock } from './code-block';

/**
 * marked tokens to React elements. No HTML string is ever injected: raw HTML in a reply is shown
 * as text, links are limited to safe schemes, images become links (no remote loads from replies).
 */
const plainText = (tokens: Token[] | undefined, fallback: string): string =>
  tokens
    ? tokens
        .map((t) => ('tokens' in t && t.tokens ? plainText(t.tokens, '') : 'text' in t ? String(t.text) : ''))
        .join('')
    : fallback;

/** Italic notes (chat-assistant.md §8): 'Error:' styled as an error, retries as a notice. */
export function emphasisClass(text: string): string | undefined {
  if (text.includes('Error:')) return 'not-italic rounded bg-danger-muted px-1.5 py-0.5 text-danger';
  if (text.includes('Connection issue detected') || text.includes('Retrying'))
    return 'rounded bg-amber-100 px-1.5 py-0.5 text-amber-900 box-decoration-clone dark:bg-amber-950/60 dark:text-amber-200';
  return undefined;
}

export function renderInline(tokens: Token[] | undefined, keyPrefix = 'i'): ReactNode[] {
  if (!tokens) return [];
  return tokens.map((token, index) => {
    const key = `${keyPrefix}-${index}`;
    const t = token as Tokens.Generic;
    switch (token.type) {
      case 'text':
        return (token as Tokens.Text).tokens ? (
          <span key={key}>{renderInline((token as Tokens.Text).tokens, key)}</span>
        ) : (
          decodeEntities((token as Tokens.Text).text)
        );
      case 'escape':
        return decodeEntities((token as Tokens.Escape).text);
      case 'strong':
        return (
          <strong key={key} className="font-semibold">
            {renderInline(t.tokens, key)}
          </strong>
        );
      case 'em': {
        const special = emphasisClass(plainText(t.tokens, t.text));
        return (
          <em key={key} className={special}>
            {renderInline(t.tokens, key)}
          </em>
        );
      }
      case 'del':
        return <del key={key}>{renderInline(t.tokens, key)}</del>;
      case 'codespan':
        return (
          <code key={key} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">
            {decodeEntities((token as Tokens.Codespan).text)}
          </code>
        );
      case 'br':
        return <br key={key} />;
      case 'link':
      case 'image': {
        const link = token as Tokens.Link;
        const href = safeHref(link.href);
        const label = token.type === 'image' ? link.text || link.href : renderInline(link.tokens, key);
        if (!href) return <span key={key}>{label}</span>;
        return (
          <a
            key={key}
            href={href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium text-primary underline underline-offset-2 hover:text-primary-hover"
          >
            {label}
          </a>
        );
      }
      case 'html':
        return decodeEntities((token as Tokens.HTML).raw);
      default:
        return 'raw' in t ? t.raw : null;
    }
  });
}

const HEADING_CLASS: Record<number, string> = {
  1: 'mt-5 mb-3 text-xl font-semibold tracking-tight',
  2: 'mt-5 mb-2 text-lg font-semibold tracking-tight',
  3: 'mt-4 mb-2 text-base font-semibold',
};

function renderList(list: Tokens.List, key: string): ReactNode {
  const Tag = list.ordered ? 'ol' : 'ul';
  return (
    <Tag
      key={key}
      start={list.ordered && typeof list.start === 'number' && list.start !== 1 ? list.start : undefined}
      className={cn('my-2 space-y-1 pl-6', list.ordered ? 'list-decimal' : 'list-disc')}
    >
      {list.items.map((item, i) => {
        const itemKey = `${key}-${i}`;
        return (
          <li key={itemKey} className="pl-1 marker:text-muted-foreground">
            {item.task && (
              <input
                type="checkbox"
                checked={!!item.checked}
                readOnly
                disabled
                className="mr-2 align-middle"
              />
            )}
            {renderBlocks(item.tokens, itemKey, !item.loose)}
          </li>
        );
      })}
    </Tag>
  );
}

/** Block tokens to elements; `tight` renders list-item paragraphs without their own margins. */
export function renderBlocks(tokens: Token[], keyPrefix = 'b', tight = false): ReactNode[] {
  return tokens.map((token, index) => {
    const key = `${keyPrefix}-${index}`;
    switch (token.type) {
      case 'space':
      case 'def':
        return null;
      case 'paragraph':
        return tight ? (
          <span key={key}>{renderInline((token as Tokens.Paragraph).tokens, key)}</span>
        ) : (
          <p key={key} className="my-2 leading-relaxed">
            {renderInline((token as Tokens.Paragraph).tokens, key)}
          </p>
        );
      case 'text': {
        const text = token as Tokens.Text;
        return (
          <span key={key}>{text.tokens ? renderInline(text.tokens, key) : decodeEntities(text.text)}</span>
        );
      }
      case 'heading': {
        const heading = token as Tokens.Heading;
        const Tag = `h${Math.min(Math.max(heading.depth, 1), 6)}` as 'h1';
        return (
          <Tag key={key} className={HEADING_CLASS[heading.depth] ?? 'mt-3 mb-1 text-sm font-semibold'}>
            {renderInline(heading.tokens, key)}
          </Tag>
        );
      }
      case 'code': {
        const code = token as Tokens.Code;
        return <CodeBlock key={key} code={code.text} lang={code.lang?.split(/\s/)[0]} />;
      }
      case 'blockquote':
        return (
          <blockquote key={key} className="my-3 border-l-2 border-border pl-3 text-muted-foreground">
            {renderBlocks((token as Tokens.Blockquote).tokens, key)}
          </blockquote>
        );
      case 'list':
        return renderList(token as Tokens.List, key);
      case 'hr':
        return <hr key={key} className="my-4 border-border" />;
      case 'table': {
        const table = token as Tokens.Table;
        return (
          <div key={key} className="my-3 overflow-x-auto">
            <table className="w-full border-collapse text-sm">
              <thead>
                <tr>
                  {table.header.map((cell, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                    <th key={i} className="border border-border bg-muted px-2 py-1 text-left font-semibold">
                      {renderInline(cell.tokens, `${key}-h${i}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, r) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
                  <tr key={r}>
                    {row.map((cell, c) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                      <td key={c} className="border border-border px-2 py-1 align-top">
                        {renderInline(cell.tokens, `${key}-${r}-${c}`)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      }
      case 'html':
        // Shown as text: a reply never injects markup.
        return (
          <p key={key} className="my-2 whitespace-pre-wrap leading-relaxed">
            {(token as Tokens.HTML).raw}
          </p>
        );
      default:
        return 'raw' in token ? <p key={key}>{(token as Tokens.Generic).raw}</p> : null;
    }
  });
}
