import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { ChevronDown, Download } from 'lucide-react';
import { useT } from '@web/lib/i18n';
import { DOWNLOAD_FORMATS, downloadRecipe } from '../../lib/download';

/** Download: .txt by default (platform.md §2), with .md and .json beside it. */
export function RecipeDownloadMenu({ recipeId }: { recipeId: string }) {
  const t = useT('recipes');
  return (
    <div className="inline-flex">
      <Button variant="secondary" className="rounded-r-none" onClick={() => downloadRecipe(recipeId, 'txt')}>
        <Download aria-hidden="true" />
        {t('detail.download')}
      </Button>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            variant="secondary"
            size="icon"
            className="h-10 rounded-l-none border-l-0"
            aria-label={t('detail.download')}
          >
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {DOWNLOAD_FORMATS.map((format) => (
            <DropdownMenuItem key={format} onSelect={() => downloadRecipe(recipeId, format)}>
              {t('detail.downloadAs', { format })}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
