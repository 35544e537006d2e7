import type { FolderList } from '@shared/contracts/recipes';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { cn } from '@web/lib/cn';
import { ChevronDown } from 'lucide-react';
import { useT } from '@web/lib/i18n';

/** platform.md §9: 5 folder chips, All Recipes included. */
export const FOLDER_CHIPS = 5;

interface FolderChipsProps {
  data: FolderList | undefined;
  selected: string | undefined;
  onSelect: (folderId: string | undefined) => void;
}

const chipClass = (active: boolean) =>
  cn(
    'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    active
      ? 'border-primary bg-primary text-primary-foreground'
      : 'border-border bg-surface text-foreground/85 hover:bg-muted hover:text-foreground',
  );

/**
 * All Recipes plus the first four folders, each with its count; selecting one filters the grid.
 * Folders beyond the chips stay reachable through "More folders" so none is lost.
 */
export function FolderChips({ data, selected, onSelect }: FolderChipsProps) {
  const t = useT('recipes');
  const folders = data?.folders ?? [];
  const shown = folders.slice(0, FOLDER_CHIPS - 1);
  const rest = folders.slice(FOLDER_CHIPS - 1);
  const selectedInRest = rest.find((f) => f.id === selected);
  const chip = (id: string | undefined, name: string, count: number) => (
    <button
      key={id ?? 'all'}
      type="button"
      aria-pressed={selected === id}
      aria-label={t('gallery.chipCount', { name, count })}
      onClick={() => onSelect(id)}
      className={chipClass(selected === id)}
    >
      <span className="max-w-40 truncate">{name}</span>
      <span className={cn('text-xs tabular-nums', selected === id ? 'opacity-85' : 'text-muted-foreground')}>
        {count}
      </span>
    </button>
  );
  return (
    <fieldset className="-mx-1 flex min-w-0 items-center gap-2 overflow-x-auto px-1 py-1">
      <legend className="sr-only">{t('gallery.foldersLabel')}</legend>
      {chip(undefined, t('gallery.allRecipes'), data?.totalCount ?? 0)}
      {shown.map((folder) => chip(folder.id, folder.name, folder.recipeCount))}
      {rest.length > 0 && (
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger className={chipClass(!!selectedInRest)}>
            <span className="max-w-40 truncate">{selectedInRest?.name ?? t('gallery.moreFolders')}</span>
            <ChevronDown aria-hidden="true" className="size-3.5" />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start" className="max-h-72 overflow-y-auto">
            {rest.map((folder) => (
              <DropdownMenuItem key={folder.id} onSelect={() => onSelect(folder.id)}>
                <span className="min-w-0 flex-1 truncate">{folder.name}</span>
                <span className="text-xs text-muted-foreground tabular-nums">{folder.recipeCount}</span>
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </fieldset>
  );
}
