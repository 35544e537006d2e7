import type { Comment, CommentsPage, RepliesPage, ThreadItem } from '@shared/contracts/marketplace-community';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useSession } from '@web/lib/auth/session';
import { communityApi, communityKeys } from './community-api';

/**
 * A listing's comments as TanStack queries: the threads (pages of 20), each thread's further
 * replies (pages of 5, loaded on 'more'), and the actions, whose answers from the server (the
 * like count, the edited or deleted comment) are written into every loaded page in place.
 */

export function useCommentThreads(listingId: string) {
  const { user } = useSession();
  return useInfiniteQuery({
    // Per viewer: each comment says whether the viewer likes it.
    queryKey: [...communityKeys.comments(listingId), 'threads', user?.id ?? null],
    queryFn: ({ pageParam, signal }) => communityApi.comments(listingId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: CommentsPage) => last.nextCursor ?? undefined,
  });
}

/** The replies after the first five of a thread, from the cursor its thread item gave. */
export function useMoreReplies(listingId: string, thread: ThreadItem, enabled: boolean) {
  const { user } = useSession();
  return useInfiniteQuery({
    queryKey: [...communityKeys.replies(listingId, thread.comment.id), user?.id ?? null],
    queryFn: ({ pageParam, signal }) => communityApi.replies(thread.comment.id, pageParam, signal),
    initialPageParam: thread.repliesCursor ?? undefined,
    getNextPageParam: (last: RepliesPage) => last.nextCursor ?? undefined,
    enabled: enabled && thread.repliesCursor !== null,
  });
}

type Cached = InfiniteData<CommentsPage | RepliesPage> | undefined;

/** Writes the server's version of a comment into every loaded page of the listing's comments. */
export function patchComment(
  queryClient: QueryClient,
  listingId: string,
  id: string,
  patch: Partial<Comment>,
) {
  const apply = (c: Comment) => (c.id === id ? { ...c, ...patch } : c);
  queryClient.setQueriesData<Cached>({ queryKey: communityKeys.comments(listingId) }, (data) => {
    if (!data?.pages) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((item) =>
          'comment' in item
            ? { ...item, comment: apply(item.comment), replies: item.replies.map(apply) }
            : apply(item),
        ),
      })) as CommentsPage[] | RepliesPage[],
    };
  });
}

export function useCommentActions(listingId: string) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: communityKeys.comments(listingId) });
  const post = useMutation({
    mutationFn: (input: { content: string; parentCommentId?: string }) =>
      communityApi.createComment(listingId, input.content, input.parentCommentId),
    onSuccess: reload,
  });
  const edit = useMutation({
    mutationFn: (input: { id: string; content: string }) => communityApi.editComment(input.id, input.content),
    onSuccess: (comment) => patchComment(queryClient, listingId, comment.id, comment),
  });
  const remove = useMutation({
    mutationFn: (id: string) => communityApi.deleteComment(id),
    onSuccess: (comment) => patchComment(queryClient, listingId, comment.id, comment),
  });
  const like = useMutation({
    mutationFn: (id: string) => communityApi.likeComment(id),
    onSuccess: (result, id) =>
      patchComment(queryClient, listingId, id, { likes: result.newLikeCount, likedByMe: result.liked }),
  });
  const flag = useMutation({
    mutationFn: (input: { id: string; reason: string }) => communityApi.flagComment(input.id, input.reason),
    onSuccess: (result, input) =>
      patchComment(queryClient, listingId, input.id, { moderationStatus: result.moderationStatus }),
  });
  return { post, edit, remove, like, flag };
}

export type CommentActions = ReturnType<typeof useCommentActions>;
