import { isImageType, TEXT_LIKE_TYPES } from '@shared/chat/attachments';
import { File, FileArchive, FileImage, FileSpreadsheet, FileText } from 'lucide-react';

const ARCHIVES = /zip|rar|7z|tar|gzip/;
const SHEETS = /excel|spreadsheet|csv/;

/** An icon that says what kind of file a chip holds. */
export function FileTypeIcon({ type, className }: { type: string; className?: string }) {
  const Icon = isImageType(type)
    ? FileImage
    : ARCHIVES.test(type)
      ? FileArchive
      : SHEETS.test(type)
        ? FileSpreadsheet
        : TEXT_LIKE_TYPES.has(type) || type === 'application/pdf' || /word|powerpoint|presentation/.test(type)
          ? FileText
          : File;
  return <Icon aria-hidden="true" className={className} />;
}
