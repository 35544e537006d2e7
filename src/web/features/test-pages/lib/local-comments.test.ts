import { describe, expect, it } from 'vitest';
import { commentsReducer, newLocalComment } from './local-comments';

describe('the local comment thread of /comments-test', () => {
  it('adds comments and one level of replies, and deletes a comment with its replies', () => {
    const first = newLocalComment('  First comment  ', null);
    expect(first.content).toBe('First comment');
    let state = commentsReducer([], { type: 'add', comment: first });
    const reply = newLocalComment('A reply', first.id);
    state = commentsReducer(state, { type: 'add', comment: reply });
    // A reply to a reply, or to nothing, is not added: threads are one level deep.
    state = commentsReducer(state, { type: 'add', comment: newLocalComment('Deeper', reply.id) });
    state = commentsReducer(state, { type: 'add', comment: newLocalComment('Orphan', 'missing') });
    const second = newLocalComment('Second', null);
    state = commentsReducer(state, { type: 'add', comment: second });
    expect(state.map((c) => c.content)).toEqual(['First comment', 'A reply', 'Second']);
    expect(new Set(state.map((c) => c.id)).size).toBe(3);

    state = commentsReducer(state, { type: 'delete', id: first.id });
    expect(state.map((c) => c.content)).toEqual(['Second']);
    expect(commentsReducer(state, { type: 'clear' })).toEqual([]);
  });
});
