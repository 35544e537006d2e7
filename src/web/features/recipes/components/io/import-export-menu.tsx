import { IMPORT_FILE_MAX_BYTES } from '@shared/contracts/recipes';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { Download, Upload } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { toast } from '@web/lib/toast';
import { useExportRecipes } from '../../hooks/use-export-recipes';
import { useImportRecipes } from '../../hooks/use-import-recipes';
import { useT } from '@web/lib/i18n';

const ACCEPT = '.md,.markdown,.json,.zip,text/markdown,application/json,application/zip';

/**
 * Import (a .md, .json or .zip file; the server saves all of it or nothing) and 'Export all' (one
 * .zip of Markdown files plus a JSON manifest), for the gallery header.
 */
export function ImportExportMenu() {
  const t = useT('recipes');
  const input = useRef<HTMLInputElement>(null);
  const importer = useImportRecipes();
  const exporter = useExportRecipes();

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Reset so choosing the same file again (after fixing it) fires a change.
    event.target.value = '';
    if (!file) return;
    if (file.size > IMPORT_FILE_MAX_BYTES) {
      toast.error(t('io.tooLarge', { mb: Math.round(IMPORT_FILE_MAX_BYTES / (1024 * 1024)) }));
      return;
    }
    importer.mutate(file, {
      onSuccess: ({ recipes }) => toast.success(t('io.imported', { count: recipes.length })),
      onError: (caught) => toast.error(errorMessage(caught, t('io.importFailed'))),
    });
  };

  const onExport = () => {
    exporter.exportAll().catch((caught: unknown) => toast.error(errorMessage(caught, t('io.exportFailed'))));
  };

  return (
    <div className="flex items-center gap-2">
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        aria-label={t('io.fileLabel')}
        hidden
        onChange={onFile}
        data-testid="import-file"
      />
      <Button
        variant="secondary"
        size="sm"
        title={t('io.importHint')}
        disabled={importer.isPending}
        onClick={() => input.current?.click()}
      >
        {importer.isPending ? <Spinner className="size-4" /> : <Upload aria-hidden="true" />}
        {importer.isPending ? t('io.importing') : t('io.import')}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        title={t('io.exportHint')}
        disabled={exporter.pending}
        onClick={onExport}
      >
        {exporter.pending ? <Spinner className="size-4" /> : <Download aria-hidden="true" />}
        {exporter.pending ? t('io.exporting') : t('io.exportAll')}
      </Button>
    </div>
  );
}
