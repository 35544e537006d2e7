import { DEFAULT_FOLDER_NAME, type Folder } from '@shared/contracts/recipes';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ApiRequestError } from '@web/lib/api-client';
import { Check, FolderCog, FolderPlus, Pencil, Trash2, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from '@web/lib/toast';
import { useFolderMutations, useFolders } from '../../hooks/use-folders';
import { useRecipesT } from '../../hooks/use-recipes-t';

/** A validation answer (400) carries a message for the field; anything else gets the spec's toast. */
const fieldMessage = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 400 ? error.message : null;

/**
 * "Folders": create (default 'Untitled Folder'), rename and delete (platform.md §2, §5, §7).
 * Names are checked here for the spec's message and again by the server.
 */
export function FoldersDialog() {
  const t = useRecipesT();
  const folders = useFolders();
  const { create } = useFolderMutations();
  const [name, setName] = useState(DEFAULT_FOLDER_NAME);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('folders.nameEmpty'));
      return;
    }
    setError(null);
    create.mutate(name.trim(), {
      onSuccess: () => {
        toast.success(t('folders.created'));
        setName(DEFAULT_FOLDER_NAME);
      },
      onError: (err) => {
        const message = fieldMessage(err);
        if (message) setError(message);
        else toast.error(t('folders.createFailed'));
      },
    });
  };

  const list = folders.data?.folders ?? [];
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <FolderCog aria-hidden="true" />
          {t('folders.manage')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('common.close')} className="sm:max-w-lg">
        <DialogTitle>{t('folders.dialogTitle')}</DialogTitle>
        <DialogDescription>{t('folders.dialogDescription')}</DialogDescription>
        <form onSubmit={submit} noValidate className="mt-5 flex items-start gap-2">
          <FormField
            label={t('folders.newFolderLabel')}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              if (error) setError(null);
            }}
            error={error}
            className="min-w-0 flex-1"
          />
          <Button type="submit" className="mt-6.5" disabled={create.isPending}>
            <FolderPlus aria-hidden="true" />
            <span className="max-sm:sr-only">{t('folders.create')}</span>
          </Button>
        </form>
        <ul
          className="mt-5 divide-y divide-border rounded-xl border border-border"
          aria-label={t('folders.dialogTitle')}
        >
          {list.length === 0 && (
            <li className="px-3 py-4 text-sm text-muted-foreground">{t('folders.empty')}</li>
          )}
          {list.map((folder) => (
            <FolderRow key={folder.id} folder={folder} />
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}

function FolderRow({ folder }: { folder: Folder }) {
  const t = useRecipesT();
  const { rename, remove } = useFolderMutations();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [name, setName] = useState(folder.name);
  const [error, setError] = useState<string | null>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('folders.nameEmpty'));
      return;
    }
    rename.mutate(
      { id: folder.id, name: name.trim() },
      {
        onSuccess: () => setEditing(false),
        onError: (err) => {
          const message = fieldMessage(err);
          if (message) setError(message);
          else toast.error(t('folders.renameFailed'));
        },
      },
    );
  };

  if (editing)
    return (
      <li className="px-3 py-2.5">
        <form onSubmit={save} noValidate className="flex items-center gap-1.5">
          <Input
            aria-label={t('folders.renameLabel')}
            value={name}
            autoFocus
            aria-invalid={error ? true : undefined}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.stopPropagation();
                setEditing(false);
              }
            }}
            className="h-9"
          />
          <Button type="submit" size="icon" aria-label={t('folders.save')} disabled={rename.isPending}>
            <Check aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('folders.cancel')}
            onClick={() => setEditing(false)}
          >
            <X aria-hidden="true" />
          </Button>
        </form>
        {error && <p className="mt-1 text-xs font-medium text-danger">{error}</p>}
      </li>
    );

  if (confirming)
    return (
      <li className="flex flex-col gap-2 px-3 py-2.5 sm:flex-row sm:items-center">
        <p className="min-w-0 flex-1 text-sm text-foreground">
          {t('folders.deleteConfirm', { name: folder.name })}
        </p>
        <div className="flex gap-1.5">
          <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
            {t('folders.cancel')}
          </Button>
          <Button
            size="sm"
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(folder.id, {
                onSuccess: () => setConfirming(false),
                onError: () => toast.error(t('folders.deleteFailed')),
              })
            }
          >
            {t('common.delete')}
          </Button>
        </div>
      </li>
    );

  return (
    <li className="flex items-center gap-2 px-3 py-2">
      <span className="min-w-0 flex-1 truncate text-sm font-medium text-foreground">{folder.name}</span>
      <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
        {t('folders.count', { count: folder.recipeCount })}
      </span>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('folders.rename', { name: folder.name })}
        onClick={() => {
          setName(folder.name);
          setError(null);
          setEditing(true);
        }}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('folders.delete', { name: folder.name })}
        onClick={() => setConfirming(true)}
        className="hover:text-danger"
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
