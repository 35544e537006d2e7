import {
  COMMENT_MAX_CHARS,
  COMMENT_MIN_CHARS,
  COMMENT_WARN_ABOVE,
} from '@shared/contracts/marketplace-community';
import { Button } from '@web/components/ui/button';
import { CommentEditor } from '@web/features/marketplace/community-widgets';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { MessageSquareReply, MessagesSquare, Trash2 } from 'lucide-react';
import { useReducer, useState } from 'react';
import { commentsReducer, type LocalComment, newLocalComment } from '../lib/local-comments';
import { TestPageShell, TestSection } from './test-page-shell';

/**
 * /comments-test: the marketplace's comment form (its 3 to 1000 character rule, the counter and
 * the characters-left warning above 900) over a thread kept in this page only. Nothing is sent to
 * the server, and the only author is the reader, labelled 'You'.
 */
export function CommentsTestPage() {
  const t = useT('test-pages');
  const [comments, dispatch] = useReducer(commentsReducer, []);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const topLevel = comments.filter((c) => c.parentId === null);
  const add = (content: string, parentId: string | null) => {
    dispatch({ type: 'add', comment: newLocalComment(content, parentId) });
    return Promise.resolve();
  };

  return (
    <TestPageShell icon={MessagesSquare} title={t('comments.title')} description={t('comments.description')}>
      <p className="rounded-lg border border-border bg-muted px-3 py-2 text-sm text-muted-foreground">
        {t('comments.rules', { min: COMMENT_MIN_CHARS, max: COMMENT_MAX_CHARS, warn: COMMENT_WARN_ABOVE })}
      </p>
      <TestSection title={t('comments.newHeading')}>
        <CommentEditor
          label={t('comments.commentLabel')}
          submitLabel={t('comments.post')}
          failedText={t('comments.failed')}
          onSubmit={(content) => add(content, null)}
        />
      </TestSection>
      <TestSection
        title={t('comments.threadHeading', { count: comments.length })}
        actions={
          comments.length > 0 && (
            <Button variant="ghost" size="sm" onClick={() => dispatch({ type: 'clear' })}>
              {t('comments.clearAll')}
            </Button>
          )
        }
      >
        {topLevel.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('comments.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {topLevel.map((comment) => (
              <li key={comment.id} className="flex flex-col gap-3">
                <LocalCommentItem
                  comment={comment}
                  onDelete={() => dispatch({ type: 'delete', id: comment.id })}
                  onReply={() => setReplyingTo(replyingTo === comment.id ? null : comment.id)}
                />
                {(comments.some((c) => c.parentId === comment.id) || replyingTo === comment.id) && (
                  <ul className="ml-4 flex flex-col gap-3 border-l border-border pl-4 sm:ml-8">
                    {comments
                      .filter((c) => c.parentId === comment.id)
                      .map((reply) => (
                        <li key={reply.id}>
                          <LocalCommentItem
                            comment={reply}
                            onDelete={() => dispatch({ type: 'delete', id: reply.id })}
                          />
                        </li>
                      ))}
                    {replyingTo === comment.id && (
                      <li>
                        <CommentEditor
                          label={t('comments.replyLabel')}
                          submitLabel={t('comments.reply')}
                          failedText={t('comments.failed')}
                          autoFocus
                          onSubmit={(content) => add(content, comment.id).then(() => setReplyingTo(null))}
                          onCancel={() => setReplyingTo(null)}
                        />
                      </li>
                    )}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </TestSection>
    </TestPageShell>
  );
}

function LocalCommentItem({
  comment,
  onDelete,
  onReply,
}: {
  comment: LocalComment;
  onDelete: () => void;
  onReply?: () => void;
}) {
  const t = useT('test-pages');
  const format = useFormat();
  return (
    <article aria-label={t('comments.itemLabel')} className="flex flex-col gap-1">
      <header className="flex flex-wrap items-center gap-x-2 text-sm">
        <span className="font-medium text-foreground">{t('comments.you')}</span>
        <time dateTime={comment.createdAt} className="text-xs text-muted-foreground">
          {format.dateTime(comment.createdAt)}
        </time>
      </header>
      <p className="text-sm whitespace-pre-wrap break-words text-foreground">{comment.content}</p>
      <div className="flex gap-1">
        {onReply && (
          <Button variant="ghost" size="sm" onClick={onReply}>
            <MessageSquareReply aria-hidden="true" />
            {t('comments.reply')}
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={onDelete}>
          <Trash2 aria-hidden="true" />
          {t('comments.delete')}
        </Button>
      </div>
    </article>
  );
}
