import type { Comment } from '@shared/contracts/marketplace-community';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, json, keyedApiError, makeUser } from '@web/test/fake-api';
import { TestProviders } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { LISTING, makeComment, thread } from './community-fixtures';
import { CommentsSection } from './comments-section';

const COMMENTS = 'GET /api/marketplace/listings/l1/comments';
const POST = 'POST /api/marketplace/listings/l1/comments';

function renderSection() {
  render(
    <TestProviders>
      <CommentsSection listing={LISTING} />
    </TestProviders>,
  );
  return userEvent.setup();
}

const page = (items: ReturnType<typeof thread>[], nextCursor: string | null = null) =>
  json(200, { items, nextCursor });
const commentNamed = (name: string) => screen.findByRole('article', { name: `Comment by ${name}` });

describe('the comments section', { timeout: 60_000 }, () => {
  it("tells a visitor 'You must be signed in to comment', with like, reply and flag disabled; shows HTML as text", async () => {
    installFakeApi({
      user: null,
      routes: {
        [COMMENTS]: () =>
          page([
            thread(makeComment({ content: '<script>alert(1)</script><b>bold</b>' }), [
              makeComment({
                id: 'c2',
                userName: 'Grace',
                parentCommentId: 'c1',
                moderationStatus: 'pending',
              }),
            ]),
            thread(makeComment({ id: 'c3', userName: 'Gone', isDeleted: true, content: '' })),
            thread(makeComment({ id: 'c4', userName: 'Mallory', moderationStatus: 'flagged' })),
          ]),
      },
    });
    renderSection();
    expect(await screen.findByText('You must be signed in to comment')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const first = await commentNamed('Linus');
    expect(within(first).getByText('<script>alert(1)</script><b>bold</b>')).toBeInTheDocument();
    expect(document.querySelector('b, script')).toBeNull();
    const like = within(first).getByRole('button', { name: 'Like, 2 likes' });
    expect(like).toBeDisabled();
    expect(like).toHaveAttribute('title', 'You must be signed in to like comments');
    expect(within(first).getByRole('button', { name: 'Reply' })).toBeDisabled();
    expect(within(first).getByRole('button', { name: 'Flag' })).toHaveAttribute(
      'title',
      'You must be signed in to flag comments',
    );
    // Badges, and a deleted comment without actions.
    expect(within(await commentNamed('Grace')).getByText('Pending review')).toBeInTheDocument();
    expect(within(await commentNamed('Mallory')).getByText('Flagged')).toBeInTheDocument();
    const gone = await commentNamed('Gone');
    expect(within(gone).getByText('[Comment deleted by user]')).toBeInTheDocument();
    expect(within(gone).queryByRole('button')).not.toBeInTheDocument();
  });

  it('counts n/1000, warns above 900, gives the §5 messages, and posts a trimmed comment', async () => {
    let posted: Comment[] = [];
    const api = installFakeApi({
      user: makeUser(),
      routes: {
        [COMMENTS]: () => page(posted.map((c) => thread(c))),
        [POST]: (body) => {
          const comment = makeComment({
            id: 'new',
            userId: 'u1',
            userName: 'ada',
            content: (body as { content: string }).content,
          });
          posted = [comment];
          return json(201, comment);
        },
      },
    });
    const user = renderSection();
    expect(await screen.findByText('No comments yet')).toBeInTheDocument();
    const box = screen.getByLabelText('Add a comment');
    const submit = screen.getByRole('button', { name: 'Post comment' });
    expect(submit).toBeDisabled();
    expect(screen.getByTestId('comment-counter')).toHaveTextContent('0/1000');

    fireEvent.change(box, { target: { value: 'ab' } });
    expect(screen.getByText('Comment must be at least 3 characters long')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    fireEvent.change(box, { target: { value: '   ' } });
    expect(screen.getByText('Comment cannot be empty')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'x'.repeat(950) } });
    expect(screen.getByText('50 characters remaining')).toBeInTheDocument();
    expect(screen.getByTestId('comment-counter')).toHaveTextContent('950/1000');
    expect(submit).toBeEnabled();
    fireEvent.change(box, { target: { value: 'x'.repeat(10_000) } });
    expect(screen.getByText('Comment must be less than 1000 characters')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    fireEvent.change(box, { target: { value: '  Works for my team too.  ' } });
    await user.click(submit);
    expect(await screen.findByText('Works for my team too.')).toBeInTheDocument();
    expect(api.callsTo(POST)[0]!.body).toEqual({ content: 'Works for my team too.' });
    expect(box).toHaveValue('');
  });

  it("says 'Failed to submit comment', or the server's rate limit, and keeps the text", async () => {
    let attempt = 0;
    installFakeApi({
      user: makeUser(),
      routes: {
        [COMMENTS]: () => page([]),
        [POST]: () => {
          attempt += 1;
          return attempt === 1
            ? json(500, { code: 'INTERNAL', message: 'boom' })
            : keyedApiError(429, 'comment.rateLimited');
        },
      },
    });
    const user = renderSection();
    const box = await screen.findByLabelText('Add a comment');
    fireEvent.change(box, { target: { value: 'Hello there' } });
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Failed to submit comment')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(
      await screen.findByText('You are commenting too quickly. Please wait a minute and try again.'),
    ).toBeInTheDocument();
    expect(box).toHaveValue('Hello there');
  });

  it('likes with the count the server answers, and replies under the thread', async () => {
    const api = installFakeApi({
      user: makeUser(),
      routes: {
        [COMMENTS]: () => page([thread(makeComment())]),
        'POST /api/marketplace/comments/c1/like': () => json(200, { liked: true, newLikeCount: 7 }),
        [POST]: () => json(201, makeComment({ id: 'r', parentCommentId: 'c1' })),
      },
    });
    const user = renderSection();
    const item = await commentNamed('Linus');
    await user.click(within(item).getByRole('button', { name: 'Like, 2 likes' }));
    const liked = await within(item).findByRole('button', { name: 'Like, 7 likes' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(item).getByRole('button', { name: 'Reply' }));
    const reply = await screen.findByLabelText('Reply to Linus');
    fireEvent.change(reply, { target: { value: 'Yes, it does.' } });
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(api.callsTo(POST)).toHaveLength(1));
    expect(api.callsTo(POST)[0]!.body).toEqual({ content: 'Yes, it does.', parentCommentId: 'c1' });
    await waitFor(() => expect(screen.queryByLabelText('Reply to Linus')).not.toBeInTheDocument());
  });

  it("edits one's own comment (shows 'edited') and deletes it after the confirm dialog", async () => {
    const mine = makeComment({ userId: 'u1', userName: 'ada', content: 'First thought' });
    const api = installFakeApi({
      user: makeUser(),
      routes: {
        [COMMENTS]: () => page([thread(mine)]),
        'PATCH /api/marketplace/comments/c1': (body) =>
          json(200, { ...mine, content: (body as { content: string }).content, isEdited: true }),
        'DELETE /api/marketplace/comments/c1': () =>
          json(200, { ...mine, content: '', isDeleted: true, isEdited: true }),
      },
    });
    const user = renderSection();
    const item = await commentNamed('ada');
    expect(within(item).queryByRole('button', { name: 'Flag' })).not.toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    const editor = within(item).getByLabelText('Edit your comment');
    fireEvent.change(editor, { target: { value: 'Second thought' } });
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    expect(await within(item).findByText('Second thought')).toBeInTheDocument();
    expect(within(item).getByText('(edited)')).toBeInTheDocument();

    // Cancel keeps it.
    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete this comment?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /api/marketplace/comments/c1')).toHaveLength(0);

    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(item).findByText('[Comment deleted by user]')).toBeInTheDocument();
    expect(within(item).queryByText('Second thought')).not.toBeInTheDocument();
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
  });

  it('flags with a reason (cancel sends nothing), then toasts and marks it Flagged', async () => {
    const api = installFakeApi({
      user: makeUser(),
      routes: {
        [COMMENTS]: () => page([thread(makeComment())]),
        'POST /api/marketplace/comments/c1/flag': () =>
          json(200, { flagged: true, moderationStatus: 'flagged' }),
      },
    });
    const user = renderSection();
    const item = await commentNamed('Linus');
    await user.click(within(item).getByRole('button', { name: 'Flag' }));
    let dialog = await screen.findByRole('dialog', { name: 'Flag comment' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Spam' } });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST /api/marketplace/comments/c1/flag')).toHaveLength(0);

    await user.click(within(item).getByRole('button', { name: 'Flag' }));
    dialog = await screen.findByRole('dialog', { name: 'Flag comment' });
    const submit = within(dialog).getByRole('button', { name: 'Flag comment' });
    expect(submit).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: ' Spam link ' } });
    await user.click(submit);
    expect(await screen.findByText('Comment has been flagged for review')).toBeInTheDocument();
    expect(api.callsTo('POST /api/marketplace/comments/c1/flag')[0]!.body).toEqual({ reason: 'Spam link' });
    expect(await within(item).findByText('Flagged')).toBeInTheDocument();
  });

  it("shows 'Failed to flag comment' in the dialog when the server fails", async () => {
    installFakeApi({
      user: makeUser(),
      routes: {
        [COMMENTS]: () => page([thread(makeComment())]),
        'POST /api/marketplace/comments/c1/flag': () => json(500, { code: 'INTERNAL', message: 'boom' }),
      },
    });
    const user = renderSection();
    await user.click(within(await commentNamed('Linus')).getByRole('button', { name: 'Flag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flag comment' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Spam' } });
    await user.click(within(dialog).getByRole('button', { name: 'Flag comment' }));
    expect(await within(dialog).findByText('Failed to flag comment')).toBeInTheDocument();
  });

  it('loads more replies five at a time and more comments twenty at a time', async () => {
    const replies = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) =>
        makeComment({ id: `r${from + i}`, userName: `Replier ${from + i}`, parentCommentId: 'c1' }),
      );
    const api = installFakeApi({
      routes: {
        [COMMENTS]: (_b, url) =>
          url.searchParams.get('cursor') === 'page2'
            ? page([thread(makeComment({ id: 'old', userName: 'Older' }))])
            : page([thread(makeComment({ replyCount: 8 }), replies(1, 5), 'after-5')], 'page2'),
        'GET /api/marketplace/comments/c1/replies': (_b, url) => {
          expect(url.searchParams.get('cursor')).toBe('after-5');
          return json(200, { items: replies(6, 3), nextCursor: null });
        },
      },
    });
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Show more replies' }));
    expect(await screen.findByText('Replier 8')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more replies' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/marketplace/comments/c1/replies')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Load more comments' }));
    expect(await commentNamed('Older')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more comments' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to load comments' in a red box with Try again", async () => {
    let fail = true;
    installFakeApi({
      routes: {
        [COMMENTS]: () =>
          fail ? json(500, { code: 'INTERNAL', message: 'boom' }) : page([thread(makeComment())]),
      },
    });
    const user = renderSection();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Failed to load comments');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await commentNamed('Linus')).toBeInTheDocument();
  });
});
