import {
  DEFAULT_RATING,
  REVIEW_COMMENT_MAX_CHARS,
  type ReviewCreated,
} from '@shared/contracts/marketplace-community';
import { useMutation } from '@tanstack/react-query';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { useState } from 'react';
import { communityApi } from './community-api';
import { refusalOr } from './community-errors';
import { CommunityTextarea } from './community-textarea';
import { StarRatingInput } from './star-rating-input';

/**
 * platform.md §4 Review form: stars 1–5 (default 5) and a comment. The panel shows it only to an
 * owner who is not the creator and has not reviewed; after a submit it reloads the list and the
 * form goes (`onSubmitted`).
 */
export function ReviewForm({
  listingId,
  onSubmitted,
}: {
  listingId: string;
  onSubmitted: (r: ReviewCreated) => void;
}) {
  const t = useT('marketplace-community');
  const format = useFormat();
  const [rating, setRating] = useState<number>(DEFAULT_RATING);
  const [comment, setComment] = useState('');
  const submit = useMutation({
    mutationFn: () => communityApi.createReview(listingId, { rating, comment }),
    onSuccess: onSubmitted,
  });
  const tooLong = comment.trim().length > REVIEW_COMMENT_MAX_CHARS;
  return (
    <form
      aria-label={t('reviews.form.title')}
      className="flex flex-col gap-4 rounded-xl border border-border bg-muted/30 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!tooLong && !submit.isPending) submit.mutate();
      }}
    >
      <h3 className="text-base font-semibold text-foreground">{t('reviews.form.title')}</h3>
      <StarRatingInput value={rating} onChange={setRating} disabled={submit.isPending} />
      <CommunityTextarea
        label={t('reviews.form.comment')}
        placeholder={t('reviews.form.placeholder')}
        value={comment}
        onChange={setComment}
        disabled={submit.isPending}
        error={tooLong ? t('reviews.form.tooLong', { max: format.number(REVIEW_COMMENT_MAX_CHARS) }) : null}
        footer={
          <span className="ml-auto text-muted-foreground tabular-nums">
            {t('counter', { count: comment.length, max: REVIEW_COMMENT_MAX_CHARS })}
          </span>
        }
      />
      {submit.isError && <Alert tone="danger">{refusalOr(submit.error, t('reviews.form.failed'))}</Alert>}
      <div className="flex justify-end">
        <Button type="submit" disabled={tooLong || submit.isPending}>
          {submit.isPending && <Spinner className="size-4 text-current" />}
          {t('reviews.form.submit')}
        </Button>
      </div>
    </form>
  );
}
