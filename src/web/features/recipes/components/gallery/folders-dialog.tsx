import {
  createFolderSchema,
  DEFAULT_FOLDER_NAME,
  type Folder,
  MESSAGES,
  renameFolderSchema,
} from '@shared/contracts/recipes';
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
import { useZodForm, type Wording } from '@web/lib/forms/use-zod-form';
import { useState } from 'react';
import { toast } from '@web/lib/toast';
import { useFolderMutations, useFolders } from '../../hooks/use-folders';
import { useT } from '@web/lib/i18n';

/** A validation answer (400) carries a message for the field; anything else gets the spec's toast. */
const fieldMessage = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 400 ? error.message : null;

/** The folder schemas' empty-name message, in the page's language (the server's other answers as sent). */
const useFolderWording = (): Wording => {
  const t = useT('recipes');
  return (message) => (message === MESSAGES.folderNameEmpty ? t('folders.nameEmpty') : message);
};

/**
 * "Folders": create (default 'Untitled Folder'), rename and delete (platform.md §2, §5, §7).
 * Names are checked here for the spec's message and again by the server.
 */
export function FoldersDialog() {
  const t = useT('recipes');
  const folders = useFolders();
  const { create } = useFolderMutations();
  const form = useZodForm(createFolderSchema, {
    defaultValues: { name: DEFAULT_FOLDER_NAME },
    wording: useFolderWording(),
  });

  const submit = form.handleSubmit(({ name }) => {
    create.mutate(name, {
      onSuccess: () => {
        toast.success(t('folders.created'));
        form.reset({ name: DEFAULT_FOLDER_NAME });
      },
      onError: (err) => {
        const message = fieldMessage(err);
        if (message) form.setError('name', { message });
        else toast.error(t('folders.createFailed'));
      },
    });
  });

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
        <form onSubmit={(e) => void submit(e)} noValidate className="mt-5 flex items-start gap-2">
          <FormField
            label={t('folders.newFolderLabel')}
            {...form.register('name', { onChange: () => form.clearErrors() })}
            error={form.formState.errors.name?.message}
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
  const t = useT('recipes');
  const { rename, remove } = useFolderMutations();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const form = useZodForm(renameFolderSchema, {
    defaultValues: { name: folder.name },
    wording: useFolderWording(),
  });
  const error = form.formState.errors.name?.message;

  const save = form.handleSubmit(({ name }) => {
    rename.mutate(
      { id: folder.id, name },
      {
        onSuccess: () => setEditing(false),
        onError: (err) => {
          const message = fieldMessage(err);
          if (message) form.setError('name', { message });
          else toast.error(t('folders.renameFailed'));
        },
      },
    );
  });

  if (editing)
    return (
      <li className="px-3 py-2.5">
        <form onSubmit={(e) => void save(e)} noValidate className="flex items-center gap-1.5">
          <Input
            aria-label={t('folders.renameLabel')}
            autoFocus
            aria-invalid={error ? true : undefined}
            {...form.register('name', { onChange: () => form.clearErrors() })}
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
          form.reset({ name: folder.name });
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
