import type { Folder } from '@shared/contracts/recipes';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';

/** The value standing for "no folder" in the select (a folder id is never empty). */
export const NO_FOLDER = '';

interface FolderSelectProps {
  id?: string;
  folders: readonly Folder[];
  value: string | null;
  onChange: (folderId: string | null) => void;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
}

/** A native select of the user's folders plus "No folder": keyboard and screen-reader friendly. */
export function FolderSelect({
  id,
  folders,
  value,
  onChange,
  disabled,
  className,
  ...rest
}: FolderSelectProps) {
  const t = useT('recipes');
  return (
    <select
      id={id}
      value={value ?? NO_FOLDER}
      disabled={disabled}
      aria-label={rest['aria-label']}
      onChange={(e) => onChange(e.target.value === NO_FOLDER ? null : e.target.value)}
      className={cn(
        'h-9 w-full min-w-0 rounded-lg border border-border bg-surface px-2.5 text-sm text-foreground shadow-xs',
        'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
        'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
    >
      <option value={NO_FOLDER}>{t('folders.none')}</option>
      {folders.map((folder) => (
        <option key={folder.id} value={folder.id}>
          {folder.name}
        </option>
      ))}
    </select>
  );
}
