import { FormField } from '@web/components/ui/form-field';
import type { ReactNode } from 'react';
import type { RecipeDraftState } from '../../hooks/use-recipe-draft';
import { useT } from '@web/lib/i18n';
import { TextAreaField } from './text-area-field';

interface RecipeTextFieldsProps {
  form: Pick<RecipeDraftState, 'draft' | 'setField' | 'errors'>;
  descriptionRows: number;
  contentRows: number;
  /** Beside the labels, e.g. character counters. */
  titleAside?: ReactNode;
  descriptionAside?: ReactNode;
  titleRequired?: boolean;
}

/** Title, description and content of a recipe edit, wired to a draft (use-recipe-draft.ts). */
export function RecipeTextFields({
  form: { draft, setField, errors },
  descriptionRows,
  contentRows,
  titleAside,
  descriptionAside,
  titleRequired,
}: RecipeTextFieldsProps) {
  const t = useT('recipes');
  return (
    <>
      <FormField
        label={t('edit.title')}
        value={draft.title}
        onChange={(e) => setField('title')(e.target.value)}
        error={errors.title}
        required={titleRequired}
        labelAside={titleAside}
      />
      <TextAreaField
        label={t('edit.description')}
        value={draft.description}
        onChange={setField('description')}
        error={errors.description}
        rows={descriptionRows}
        aside={descriptionAside}
      />
      <TextAreaField
        label={t('edit.content')}
        value={draft.content}
        onChange={setField('content')}
        error={errors.content}
        rows={contentRows}
        className="font-mono text-[13px]"
      />
    </>
  );
}
