import { buttonClasses } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { useT } from '@web/lib/i18n';
import { ChevronDown, Download, FileCode2, FileText } from 'lucide-react';
import { evaluationApi } from '../api/evaluation-api';

/**
 * Export Summary (§2): the report and its cases as a Markdown or JSON file, downloaded straight
 * from the server (its file name comes with the answer).
 */
export function ExportMenu({ runId }: { runId: string }) {
  const t = useT('evaluation');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={buttonClasses('secondary', 'md')}>
        <Download aria-hidden="true" />
        {t('toolbar.export')}
        <ChevronDown aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <a href={evaluationApi.exportUrl(runId, 'md')} download>
            <FileText aria-hidden="true" />
            {t('toolbar.exportMarkdown')}
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={evaluationApi.exportUrl(runId, 'json')} download>
            <FileCode2 aria-hidden="true" />
            {t('toolbar.exportJson')}
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
