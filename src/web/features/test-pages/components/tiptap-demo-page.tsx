import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button } from '@web/components/ui/button';
import { saveBlob } from '@web/lib/download-file';
import { useT } from '@web/lib/i18n';
import { Braces, Download, Eraser, FileText, SquarePen } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { recipeExport } from '../lib/recipe-document';
import { sampleRecipeDocument } from '../lib/sample-recipe';
import { TestPageShell } from './test-page-shell';
import { TiptapToolbar } from './tiptap-toolbar';

/**
 * /tiptap-demo (platform.md §2 "rich-text editor demo"): a recipe editor on Tiptap with a
 * formatting toolbar, Load Sample, Clear, Show / Hide JSON (the editor's document) and Export
 * recipe.json (lib/recipe-document.ts says what is in it). Tiptap is imported here only, so it
 * arrives with this page's chunk and no other page carries it.
 */
export function TiptapDemoPage() {
  const t = useT('test-pages');
  const [showJson, setShowJson] = useState(false);
  const jsonId = useId();
  const editor = useEditor({
    extensions: [StarterKit],
    content: '',
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': t('tiptap.editorLabel'),
        class:
          'tiptap-recipe min-h-64 px-4 py-3 text-[15px] leading-relaxed text-foreground outline-none ' +
          '[&_h1]:mb-2 [&_h1]:text-2xl [&_h1]:font-semibold [&_h2]:mt-4 [&_h2]:mb-1.5 [&_h2]:text-lg [&_h2]:font-semibold ' +
          '[&_h3]:mt-3 [&_h3]:font-semibold [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-1.5',
      },
    },
  });
  // The label follows a language change without making a new editor (which would lose the text).
  const label = t('tiptap.editorLabel');
  useEffect(() => {
    if (!editor) return;
    // The editor's view exists only once it is mounted (reading it earlier throws, which a busy
    // machine showed): label it now if it is, and when it mounts otherwise.
    const apply = () => {
      if (editor.isDestroyed) return;
      try {
        editor.view.dom.setAttribute('aria-label', label);
      } catch {
        // Not mounted yet: the 'mount' event applies it.
      }
    };
    apply();
    editor.on('mount', apply);
    return () => {
      editor.off('mount', apply);
    };
  }, [editor, label]);
  const json = useEditorState({
    editor,
    selector: ({ editor: e }) => (showJson && e ? JSON.stringify(e.getJSON(), null, 2) : ''),
  });
  const isEmpty = useEditorState({ editor, selector: ({ editor: e }) => e?.isEmpty ?? true });

  const exportRecipe = () => {
    if (!editor) return;
    const file = JSON.stringify(recipeExport(editor.getJSON()), null, 2);
    saveBlob(new Blob([file], { type: 'application/json' }), 'recipe.json');
  };

  return (
    <TestPageShell icon={SquarePen} title={t('tiptap.title')} description={t('tiptap.description')}>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => editor?.commands.setContent(sampleRecipeDocument(t))}
        >
          <FileText aria-hidden="true" />
          {t('tiptap.loadSample')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => editor?.chain().clearContent().focus().run()}>
          <Eraser aria-hidden="true" />
          {t('tiptap.clear')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={showJson}
          aria-controls={jsonId}
          onClick={() => setShowJson((v) => !v)}
        >
          <Braces aria-hidden="true" />
          {showJson ? t('tiptap.hideJson') : t('tiptap.showJson')}
        </Button>
        <Button size="sm" onClick={exportRecipe} disabled={!editor || isEmpty}>
          <Download aria-hidden="true" />
          {t('tiptap.export')}
        </Button>
      </div>

      <div className="overflow-hidden rounded-xl border border-border bg-surface focus-within:border-ring">
        {editor && <TiptapToolbar editor={editor} />}
        <EditorContent editor={editor} />
      </div>
      {isEmpty && <p className="-mt-3 text-sm text-muted-foreground">{t('tiptap.emptyHint')}</p>}

      {showJson && (
        <section id={jsonId} aria-label={t('tiptap.jsonLabel')}>
          <pre className="max-h-96 overflow-auto rounded-xl border border-border bg-muted p-4 font-mono text-xs text-foreground">
            {json}
          </pre>
        </section>
      )}
    </TestPageShell>
  );
}
