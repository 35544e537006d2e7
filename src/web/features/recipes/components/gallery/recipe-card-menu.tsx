import type { RecipeSummary } from '@shared/contracts/recipes';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { IconButton } from '@web/components/ui/icon-button';
import { PublishPriceDialog } from '@web/features/marketplace/publish-price-dialog';
import { Download, ExternalLink, FolderInput, MoreHorizontal, Pencil, Store, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '@web/lib/i18n';
import { DOWNLOAD_FORMATS, downloadRecipe } from '../../lib/download';
import { DeleteRecipeDialog } from '../shared/delete-recipe-dialog';
import { MoveRecipeDialog } from '../shared/move-recipe-dialog';

/**
 * A card's actions: open, edit, move to folder, publish to the marketplace at a price (platform.md
 * §2: the gallery's publish-price dialog), download (.txt, .md, .json), delete.
 */
export function RecipeCardMenu({ recipe }: { recipe: RecipeSummary }) {
  const t = useT('recipes');
  const publishText = useT('marketplace-publish');
  const navigate = useNavigate();
  const [moving, setMoving] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          {/* Over the card's cover: a surface of its own. */}
          <IconButton
            label={t('gallery.card.menu', { title: recipe.title })}
            className="bg-surface/90 shadow-xs backdrop-blur data-[state=open]:bg-muted"
          >
            <MoreHorizontal aria-hidden="true" />
          </IconButton>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => void navigate(`/recipes/${encodeURIComponent(recipe.id)}`)}>
            <ExternalLink aria-hidden="true" />
            {t('gallery.card.open')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void navigate(`/recipes/edit/${encodeURIComponent(recipe.id)}`)}>
            <Pencil aria-hidden="true" />
            {t('gallery.card.edit')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setMoving(true)}>
            <FolderInput aria-hidden="true" />
            {t('gallery.card.move')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setPublishing(true)}>
            <Store aria-hidden="true" />
            {publishText('dialog.action')}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuLabel>{t('gallery.card.download')}</DropdownMenuLabel>
          {DOWNLOAD_FORMATS.map((format) => (
            <DropdownMenuItem key={format} onSelect={() => downloadRecipe(recipe.id, format)}>
              <Download aria-hidden="true" />
              {t('gallery.card.downloadAs', { format })}
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => setDeleting(true)}
            className="text-danger data-[highlighted]:bg-danger-muted [&_svg]:text-danger"
          >
            <Trash2 aria-hidden="true" />
            {t('gallery.card.delete')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <MoveRecipeDialog recipe={recipe} open={moving} onOpenChange={setMoving} />
      <PublishPriceDialog
        source={{ recipeId: recipe.id }}
        recipeTitle={recipe.title}
        open={publishing}
        onOpenChange={setPublishing}
      />
      <DeleteRecipeDialog recipeId={recipe.id} open={deleting} onOpenChange={setDeleting} />
    </>
  );
}
