import { Upload } from 'lucide-react';
import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import { useT } from '@web/lib/i18n';

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * The chat screen's drop zone (chat-assistant.md §2): files dragged over it show a calm overlay
 * above the content (nothing moves underneath), and dropping attaches them.
 */
export function AttachmentDropZone({
  onFiles,
  children,
}: {
  onFiles: (files: File[]) => void;
  children: ReactNode;
}) {
  const t = useT('chat');
  const [over, setOver] = useState(false);
  // dragenter/dragleave fire for every child crossed: count them to know when the drag left.
  const depth = useRef(0);

  const onDragEnter = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setOver(true);
  };
  const onDragOver = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDragLeave = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setOver(false);
  };
  const onDrop = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    depth.current = 0;
    setOver(false);
    onFiles([...event.dataTransfer.files]);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the Attach files button is the keyboard way
    <div
      className="relative flex h-full min-h-0 flex-col"
      onDragEnter={onDragEnter}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      data-testid="chat-drop-zone"
    >
      {children}
      {over && (
        <div
          className="pointer-events-none absolute inset-3 z-30 flex flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-primary/60 bg-background/85 text-center backdrop-blur-sm"
          data-testid="drop-overlay"
        >
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Upload aria-hidden="true" className="size-5" />
          </span>
          <p className="text-base font-semibold text-foreground">{t('input.dropFiles')}</p>
          <p className="px-6 text-sm text-muted-foreground">{t('input.dropHint')}</p>
        </div>
      )}
    </div>
  );
}
