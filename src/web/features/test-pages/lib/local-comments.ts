/**
 * The comment thread of /comments-test, held in the page's memory only: comments and one level of
 * replies (as the marketplace threads them), added, answered and deleted without a server. A
 * deleted comment takes its replies with it.
 */
export interface LocalComment {
  id: string;
  /** null: a top-level comment; else the comment it answers. */
  parentId: string | null;
  content: string;
  createdAt: string;
}

export type CommentAction =
  | { type: 'add'; comment: LocalComment }
  | { type: 'delete'; id: string }
  | { type: 'clear' };

export function commentsReducer(state: readonly LocalComment[], action: CommentAction): LocalComment[] {
  switch (action.type) {
    case 'add': {
      const { parentId } = action.comment;
      // Replies answer top-level comments only, as in the marketplace.
      const parent = parentId ? state.find((c) => c.id === parentId) : null;
      if (parentId && (!parent || parent.parentId !== null)) return [...state];
      return [...state, action.comment];
    }
    case 'delete':
      return state.filter((c) => c.id !== action.id && c.parentId !== action.id);
    case 'clear':
      return [];
  }
}

let counter = 0;
/** A new local comment (the content trimmed, as the server stores it). */
export function newLocalComment(content: string, parentId: string | null, now = new Date()): LocalComment {
  counter += 1;
  return {
    id: `local-${now.getTime()}-${counter}`,
    parentId,
    content: content.trim(),
    createdAt: now.toISOString(),
  };
}
