import { LISTING_DESCRIPTION_MAX, LISTING_TITLE_MAX } from '@shared/contracts/marketplace-publish';
import { LISTING_CATEGORIES } from '@shared/marketplace/categories';
import {
  MARKETPLACE_CURRENCY,
  MIN_PAID_PRICE_CENTS,
  PUBLISH_PAGE_DEFAULT_PRICE,
} from '@shared/marketplace/pricing';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '@web/components/ui/alert';
import { Button, buttonClasses } from '@web/components/ui/button';
import { FieldMessages } from '@web/components/ui/form-field';
import { inputClasses } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { ApiRequestError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { useFormat } from '@web/lib/format/use-format';
import { submitWhen, useZodForm } from '@web/lib/forms/use-zod-form';
import { useT } from '@web/lib/i18n';
import { queryKeys } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { type ReactNode, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { publishApi } from '../../api/publish-api';
import { useImageUpload } from '../../hooks/use-image-upload';
import { PUBLISH_FORM_DEFAULTS, publishFormSchema } from '../../lib/publish-form-schema';
import { publishWording } from '../../lib/publish-wording';
import { ImageField } from './image-field';
import { TagsInput } from './tags-input';

/** platform.md §9: success messages stay 3 s. */
const SUCCESS_MS = 3_000;

/** The server's reason when it refused the draft (a 4xx), else null. */
const refusalOf = (error: unknown) =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500 ? error.message : null;

/**
 * The /marketplace/publish form (platform.md §3 Publish form payload, §5 Publish page): title,
 * content, description, price (from 0.99, default 9.99), category, tags and image, checked with the
 * draft contract's schemas; each message under its field, focus on the first wrong one. Saved as a
 * `draft`, then the listing's page (/marketplace/recipes/{id}, which leads to its detail page).
 */
export function PublishForm() {
  const t = useT('marketplace-publish');
  const format = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();
  const image = useImageUpload();
  const [tags, setTags] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [imageMessage, setImageMessage] = useState<string | null>(null);
  const form = useZodForm(publishFormSchema, {
    defaultValues: PUBLISH_FORM_DEFAULTS,
    shouldFocusError: true,
    wording: publishWording(t, format),
  });
  const { errors, isSubmitting } = form.formState;
  const [title = '', description = ''] = form.watch(['title', 'description']);

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    if (image.state.status === 'uploading') {
      setImageMessage(t('page.fields.waitForImage'));
      return;
    }
    try {
      const listing = await publishApi.createDraft({
        title: values.title,
        content: values.content,
        description: values.description,
        priceCents: values.price,
        category: values.category,
        tags,
        ...(image.state.status === 'done' ? { imageId: image.state.imageId } : {}),
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.marketplace.all });
      toast.success(t('page.success'), { duration: SUCCESS_MS });
      void navigate(`/marketplace/recipes/${encodeURIComponent(listing.id)}`);
    } catch (error) {
      setProblem(refusalOf(error) ?? t('page.failed'));
    }
  });

  /** A control's id, state and the message or hint that describes it (FieldMessages' ids). */
  const field = (name: 'title' | 'content' | 'description' | 'price' | 'category', hint = false) => {
    const message = errors[name]?.message;
    return {
      id: `${id}-${name}`,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? `${id}-${name}-error` : hint ? `${id}-${name}-hint` : undefined,
      // Not disabled while the form is checked and sent: the focus must be able to land on the
      // first wrong field at that moment (a disabled input cannot take it).
    } as const;
  };

  return (
    <form
      onSubmit={submitWhen(!isSubmitting, submit)}
      noValidate
      className="flex flex-col gap-5"
      aria-busy={isSubmitting}
    >
      <Field
        id={`${id}-title`}
        label={t('page.fields.title')}
        error={errors.title?.message}
        aside={<Counter value={title.length} max={LISTING_TITLE_MAX} />}
      >
        <input
          {...form.register('title')}
          {...field('title')}
          placeholder={t('page.fields.titlePlaceholder')}
          className={inputClasses}
        />
      </Field>

      <Field
        id={`${id}-content`}
        label={t('page.fields.content')}
        error={errors.content?.message}
        hint={t('page.fields.contentHint')}
      >
        <textarea
          {...form.register('content')}
          {...field('content', true)}
          rows={12}
          placeholder={t('page.fields.contentPlaceholder')}
          className={cn(
            inputClasses,
            'h-auto min-h-48 resize-y py-2 font-mono text-sm leading-relaxed sm:text-[13px]',
          )}
        />
      </Field>

      <Field
        id={`${id}-description`}
        label={t('page.fields.description')}
        error={errors.description?.message}
        aside={<Counter value={description.length} max={LISTING_DESCRIPTION_MAX} />}
        optional={t('page.optional')}
      >
        <textarea
          {...form.register('description')}
          {...field('description')}
          rows={3}
          placeholder={t('page.fields.descriptionPlaceholder')}
          className={cn(inputClasses, 'h-auto min-h-20 resize-y py-2 leading-relaxed')}
        />
      </Field>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id={`${id}-price`}
          label={t('page.fields.price')}
          error={errors.price?.message}
          hint={t('page.fields.priceHint', { min: format.price(MIN_PAID_PRICE_CENTS, MARKETPLACE_CURRENCY) })}
        >
          <input
            {...form.register('price')}
            {...field('price', true)}
            type="number"
            inputMode="decimal"
            min={MIN_PAID_PRICE_CENTS / 100}
            step={0.01}
            placeholder={String(PUBLISH_PAGE_DEFAULT_PRICE)}
            className={cn(inputClasses, 'tabular-nums')}
          />
        </Field>
        <Field id={`${id}-category`} label={t('page.fields.category')} error={errors.category?.message}>
          <select
            {...form.register('category')}
            {...field('category')}
            className={cn(inputClasses, 'appearance-auto pr-8')}
          >
            <option value="">{t('page.fields.categoryPlaceholder')}</option>
            {LISTING_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`page.categories.${category}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>

      <TagsInput tags={tags} onChange={setTags} disabled={isSubmitting} />

      <ImageField
        upload={image.state}
        onChoose={(file) => {
          setImageMessage(null);
          void image.choose(file);
        }}
        onClear={() => {
          setImageMessage(null);
          image.clear();
        }}
        message={image.state.status === 'uploading' ? imageMessage : null}
        disabled={isSubmitting}
      />

      {problem && <Alert tone="danger">{problem}</Alert>}

      <div className="flex flex-col-reverse gap-2 border-t border-border pt-5 sm:flex-row sm:justify-end">
        <Link to="/marketplace" className={buttonClasses('secondary')}>
          {t('page.cancel')}
        </Link>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner className="text-primary-foreground" />}
          {isSubmitting ? t('page.saving') : t('page.submit')}
        </Button>
      </div>
    </form>
  );
}

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Beside the label: a character counter. */
  aside?: ReactNode;
  /** Said beside the label of a field that may stay empty. */
  optional?: string;
  children: ReactNode;
}

/** A label, its control (given the id) and the hint or the error under it. */
function Field({ id, label, error, hint, aside, optional, children }: FieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>
          {label}
          {optional && <span className="ml-1.5 text-xs font-normal text-muted-foreground">{optional}</span>}
        </Label>
        {aside}
      </div>
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

function Counter({ value, max }: { value: number; max: number }) {
  const t = useT('marketplace-publish');
  const format = useFormat();
  return (
    <span
      aria-hidden="true"
      className={cn(
        'text-xs tabular-nums',
        value > max ? 'font-medium text-danger' : 'text-muted-foreground',
      )}
    >
      {t('page.counter', { count: format.number(value), max: format.number(max) })}
    </span>
  );
}
