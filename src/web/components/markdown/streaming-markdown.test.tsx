import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markdownParser } from '@web/lib/markdown/parse';
import { createBlockSplitter, splitBlocks } from '@web/lib/markdown/split-blocks';
import { StreamingMarkdown } from './streaming-markdown';

const TEXT = [
  '# Recipe Title: Weekly Plan',
  '',
  '## Goal',
  'Plan the **week** with `care`.',
  '',
  '## Steps',
  '1. First step',
  '',
  '2. Second step',
  '   continued here',
  '',
  '```ts',
  'const a = 1;',
  '',
  'console.log(a);',
  '```',
  '',
  'Closing paragraph with a [link](https://example.com) and <script>alert(1)</script>.',
].join('\n');

afterEach(() => vi.restoreAllMocks());

describe('block splitting', () => {
  it('splits at blank lines outside fences, keeping list items and indented continuations together', () => {
    const blocks = splitBlocks(TEXT).map((b) => b.text);
    expect(blocks).toEqual([
      '# Recipe Title: Weekly Plan',
      '## Goal\nPlan the **week** with `care`.',
      '## Steps\n1. First step\n\n2. Second step\n   continued here',
      '```ts\nconst a = 1;\n\nconsole.log(a);\n```',
      'Closing paragraph with a [link](https://example.com) and <script>alert(1)</script>.',
    ]);
  });

  it('gives the same blocks incrementally as at once, with finished blocks kept as they were', () => {
    const splitter = createBlockSplitter();
    let previous = splitter.split('');
    for (let i = 1; i <= TEXT.length; i += 3) {
      const next = splitter.split(TEXT.slice(0, i));
      // Every finished block of the previous split is the very same object now.
      for (const block of previous.slice(0, -1)) expect(next).toContain(block);
      previous = next;
    }
    expect(splitter.split(TEXT, true).map((b) => b.text)).toEqual(splitBlocks(TEXT).map((b) => b.text));
  });
});

describe('StreamingMarkdown', () => {
  it('re-parses only the last, growing block per chunk', () => {
    const parse = vi.spyOn(markdownParser, 'parse');
    const { rerender } = render(<StreamingMarkdown text="" streaming />);
    let previous: string[] = [];
    let chunks = 0;
    for (let i = 4; i <= TEXT.length; i += 4) {
      parse.mockClear();
      const chunk = TEXT.slice(0, i);
      rerender(<StreamingMarkdown text={chunk} streaming />);
      chunks += 1;
      const blocks = splitBlocks(chunk).map((b) => b.text);
      for (const [text] of parse.mock.calls) {
        // Only the growing block is parsed — or, in the chunk that ends it, the block that just
        // received its last characters. A finished, unchanged block never is.
        const index = blocks.indexOf(text);
        expect(index).toBeGreaterThanOrEqual(blocks.length - 2);
        expect(previous[index]).not.toBe(text);
      }
      expect(parse.mock.calls.length).toBeLessThanOrEqual(2);
      previous = blocks;
    }
    expect(chunks).toBeGreaterThan(50);
  });

  it('renders sanitised markdown: raw HTML as text, safe links only, code with a copy button', () => {
    render(<StreamingMarkdown text={`${TEXT}\n\n[bad](javascript:alert(1))`} />);
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'link' })).toHaveAttribute('href', 'https://example.com');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    expect(screen.getByText('week').tagName).toBe('STRONG');
    expect(screen.getByText('const')).toHaveClass('font-medium');
  });

  it("styles italic 'Error:' text as an error and retry notes as a notice", () => {
    render(
      <StreamingMarkdown text={'*Error: it broke*\n\n*Connection issue detected. Retrying... (1/2)*'} />,
    );
    expect(screen.getByText('Error: it broke')).toHaveClass('text-danger');
    expect(screen.getByText(/Connection issue detected/)).toHaveClass('bg-amber-100');
  });
});
