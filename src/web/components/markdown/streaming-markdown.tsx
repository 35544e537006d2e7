import { memo, useMemo, useRef } from 'react';
import { markdownParser } from '@web/lib/markdown/parse';
import { createBlockSplitter } from '@web/lib/markdown/split-blocks';
import { renderBlocks, renderInline } from './render-tokens';

/** One top-level block; memoised on its text, so a finished block is parsed and rendered once. */
export const MarkdownBlockView = memo(function MarkdownBlockView({ text }: { text: string }) {
  const rendered = useMemo(() => renderBlocks(markdownParser.parse(text)), [text]);
  return <>{rendered}</>;
});

/**
 * The block-memoised streaming renderer (DESIGN.md): the text is split into top-level blocks
 * incrementally; finished blocks keep their key and text, so per chunk only the last, growing
 * block re-parses — never the whole message.
 */
export function StreamingMarkdown({ text, streaming = false }: { text: string; streaming?: boolean }) {
  const splitter = useRef<ReturnType<typeof createBlockSplitter> | null>(null);
  splitter.current ??= createBlockSplitter();
  const blocks = useMemo(() => splitter.current!.split(text, !streaming), [text, streaming]);
  return (
    <div className="markdown min-w-0 break-words text-[15px] leading-relaxed [&>*:first-child]:mt-0 [&>*:last-child]:mb-0">
      {blocks.map((block) => (
        <MarkdownBlockView key={block.start} text={block.text} />
      ))}
    </div>
  );
}

/** One line of inline markdown (bold, code, links…), for the recipe presenter's items. */
export const InlineMarkdown = memo(function InlineMarkdown({ text }: { text: string }) {
  const rendered = useMemo(() => renderInline(markdownParser.parseInline(text)), [text]);
  return <>{rendered}</>;
});
