import { describe, expect, it } from 'vitest';
import { newMessage } from './message-model';
import { applyStreamEvent, initialStreamState, type StreamState } from './stream-reducer';
import type { StreamEvent } from '@shared/contracts/chat';

const start = () => initialStreamState({ ...newMessage('assistant', '', 'streaming'), id: 'm1' });
const run = (events: StreamEvent[], state: StreamState = start()) => events.reduce(applyStreamEvent, state);

describe('applyStreamEvent', () => {
  it('starts from the snapshot and appends deltas and thinking at their offsets', () => {
    const s = run([
      { type: 'snapshot', messageId: 'm1', content: '# Recipe', thinking: 'Hm', status: 'streaming' },
      { type: 'delta', offset: 8, text: ' Title: A' },
      { type: 'thinking', offset: 2, text: 'm.' },
      { type: 'delta', offset: 17, text: '\n## Goal' },
    ]);
    expect(s.message.content).toBe('# Recipe Title: A\n## Goal');
    expect(s.message.thinking).toBe('Hmm.');
    expect(s.message.status).toBe('streaming');
    expect(s.finished).toBe(false);
  });

  it('ignores a delta it already has (a reconnect) and lets the server win on a correction', () => {
    const s = run([
      { type: 'snapshot', messageId: 'm1', content: 'abcdef', thinking: '', status: 'streaming' },
      { type: 'delta', offset: 2, text: 'cd' },
    ]);
    expect(s.message.content).toBe('abcdef');
    expect(applyStreamEvent(s, { type: 'delta', offset: 3, text: 'XY' }).message.content).toBe('abcXY');
  });

  it('shows the retry note, keeps it while the retry restarts the text, and clears it when text flows', () => {
    const note = 'Connection issue detected. Retrying... (1/2)';
    let s = run([
      { type: 'snapshot', messageId: 'm1', content: 'partial', thinking: '', status: 'streaming' },
      { type: 'retry', attempt: 1, max: 2, note },
    ]);
    expect(s.message.notice).toBe(note);
    s = applyStreamEvent(s, {
      type: 'snapshot',
      messageId: 'm1',
      content: '',
      thinking: '',
      status: 'streaming',
    });
    expect(s.message.content).toBe('');
    expect(s.message.notice).toBe(note);
    s = applyStreamEvent(s, { type: 'delta', offset: 0, text: 'New' });
    expect(s.message.content).toBe('New');
    expect(s.message.notice).toBeNull();
  });

  it('ends with done: status, usage and title; an error keeps its message', () => {
    const usage = { plan: 'anonymous' as const, used: 1, limit: 3 };
    const done = run([
      { type: 'delta', offset: 0, text: 'All of it' },
      { type: 'done', messageId: 'm1', status: 'complete', usage, chatTitle: 'A title' },
    ]);
    expect(done.finished).toBe(true);
    expect(done.message.status).toBe('complete');
    expect(done.usage).toEqual(usage);
    expect(done.chatTitle).toBe('A title');

    const failed = run([
      { type: 'delta', offset: 0, text: 'Half' },
      {
        type: 'error',
        code: 'GENERATION_FAILED',
        key: 'generation.rateLimited',
        message: 'Rate limit exceeded. Please try again in a moment.',
      },
      { type: 'done', messageId: 'm1', status: 'error' },
    ]);
    expect(failed.message.status).toBe('error');
    expect(failed.message.error).toBe('Rate limit exceeded. Please try again in a moment.');
    expect(failed.message.content).toBe('Half');
  });

  it('keeps progress moving forward only', () => {
    const s = run([
      { type: 'progress', stage: 'establishing-principles', percent: 50 },
      { type: 'progress', stage: 'crafting-title', percent: 20 },
    ]);
    expect(s.progress).toEqual({ stage: 'establishing-principles', percent: 50 });
    expect(run([{ type: 'progress', stage: 'building-steps', percent: 85 }], s).progress?.percent).toBe(85);
  });

  it('replaces the sources list', () => {
    const s = run([{ type: 'sources', sources: [{ title: 'A', url: 'https://a.example' }] }]);
    expect(s.message.sources).toHaveLength(1);
  });
});
