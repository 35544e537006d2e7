import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import {
  Bold,
  Heading1,
  Heading2,
  Heading3,
  Italic,
  List,
  ListOrdered,
  type LucideIcon,
  Redo2,
  Undo2,
} from 'lucide-react';

interface Tool {
  key: 'bold' | 'italic' | 'h1' | 'h2' | 'h3' | 'bulletList' | 'orderedList';
  icon: LucideIcon;
  run: (editor: Editor) => void;
  active: (editor: Editor) => boolean;
}

const TOOLS: readonly Tool[] = [
  {
    key: 'bold',
    icon: Bold,
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive('bold'),
  },
  {
    key: 'italic',
    icon: Italic,
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  ...([1, 2, 3] as const).map(
    (level): Tool => ({
      key: `h${level}`,
      icon: [Heading1, Heading2, Heading3][level - 1]!,
      run: (e) => e.chain().focus().toggleHeading({ level }).run(),
      active: (e) => e.isActive('heading', { level }),
    }),
  ),
  {
    key: 'bulletList',
    icon: List,
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    key: 'orderedList',
    icon: ListOrdered,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
];

const toolClasses = (pressed: boolean) =>
  cn(
    'inline-flex size-9 items-center justify-center rounded-md text-muted-foreground transition-colors',
    'hover:bg-muted hover:text-foreground disabled:pointer-events-none disabled:opacity-40',
    'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
    pressed && 'bg-accent text-accent-foreground',
  );

/**
 * The editor's formatting toolbar (the WAI-ARIA toolbar role): each tool is a toggle button whose
 * pressed state follows the selection; undo and redo are plain buttons, disabled when there is
 * nothing to undo or redo. It re-renders only when one of those states changes.
 */
export function TiptapToolbar({ editor }: { editor: Editor }) {
  const t = useT('test-pages');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      pressed: TOOLS.map((tool) => tool.active(e)).join(','),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const pressed = state.pressed.split(',');
  return (
    <div
      role="toolbar"
      aria-label={t('tiptap.toolbar.label')}
      className="flex flex-wrap items-center gap-1 border-b border-border p-1.5"
    >
      {TOOLS.map((tool, i) => {
        const Icon = tool.icon;
        const on = pressed[i] === 'true';
        return (
          <button
            key={tool.key}
            type="button"
            aria-label={t(`tiptap.toolbar.${tool.key}`)}
            title={t(`tiptap.toolbar.${tool.key}`)}
            aria-pressed={on}
            onClick={() => tool.run(editor)}
            className={toolClasses(on)}
          >
            <Icon aria-hidden="true" className="size-4" />
          </button>
        );
      })}
      <span aria-hidden="true" className="mx-1 h-6 w-px bg-border" />
      <button
        type="button"
        aria-label={t('tiptap.toolbar.undo')}
        title={t('tiptap.toolbar.undo')}
        disabled={!state.canUndo}
        onClick={() => editor.chain().focus().undo().run()}
        className={toolClasses(false)}
      >
        <Undo2 aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        aria-label={t('tiptap.toolbar.redo')}
        title={t('tiptap.toolbar.redo')}
        disabled={!state.canRedo}
        onClick={() => editor.chain().focus().redo().run()}
        className={toolClasses(false)}
      >
        <Redo2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
