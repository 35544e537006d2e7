import type { ParsedRecipe } from '@shared/recipe/parse-recipe';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { saveBlob } from '@web/lib/download-file';
import { useT } from '@web/lib/i18n';
import { Download, FileJson, FileText } from 'lucide-react';
import { memo } from 'react';
import { exportSlug, type RecipeExport, recipeExportData, recipeJson, recipeMarkdown } from './recipe-export';

export type ExportFormat = 'md' | 'json';

/** Saves the recipe as a file named from `name` (else its title). Built in the browser: no request. */
export function saveRecipeExport(data: RecipeExport, format: ExportFormat, name?: string) {
  const base = exportSlug(name?.trim() || data.title);
  const blob =
    format === 'md'
      ? new Blob([recipeMarkdown(data)], { type: 'text/markdown;charset=utf-8' })
      : new Blob([recipeJson(data)], { type: 'application/json;charset=utf-8' });
  saveBlob(blob, `${base}.${format}`);
}

/** 'Export': the recipe as Markdown or JSON (platform.md §2 download/export button). */
export const ExportMenu = memo(function ExportMenu({
  getRecipe,
  name,
}: {
  /** Read at the click: the menu does not re-render for every streamed chunk. */
  getRecipe: () => ParsedRecipe;
  name?: string;
}) {
  const t = useT('recipe-presenter');
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="px-2" aria-label={t('presenter.export')}>
          <Download aria-hidden="true" />
          <span className="max-sm:sr-only">{t('presenter.export')}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-44">
        <DropdownMenuItem onSelect={() => saveRecipeExport(recipeExportData(getRecipe()), 'md', name)}>
          <FileText aria-hidden="true" />
          {t('presenter.exportMarkdown')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => saveRecipeExport(recipeExportData(getRecipe()), 'json', name)}>
          <FileJson aria-hidden="true" />
          {t('presenter.exportJson')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
});
