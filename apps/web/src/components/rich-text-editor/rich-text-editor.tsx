import { msg } from '@lingui/core/macro';
import { translate } from '../../lib/i18n.ts';
import Link from '@tiptap/extension-link';
import Underline from '@tiptap/extension-underline';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { richTextToPlain } from '@crp/shared/rich-text';
import { EditorToolbar } from './editor-toolbar.tsx';
import { LinkDialog } from './link-dialog.tsx';

export interface RichTextEditorProps {
  /** HTML. */
  value: string;
  onChange: (html: string) => void;
  /** A visible label; without it give aria-label. */
  label?: string;
  'aria-label'?: string;
  placeholder?: string;
  id?: string;
}

/** Toolbar state is refreshed this long after each change (admin-area §2.9). */
export const TOOLBAR_REFRESH_MS = 10;

const areaClass = 'rich-text min-h-[100px] max-h-[300px] overflow-y-auto px-3 py-2 text-slate-100 focus:outline-none';

/**
 * The reusable rich-text control (admin-area §2.9) on TipTap: Bold, Italic, Underline, lists and
 * links (Ctrl/Cmd+B/I/U), storing HTML. Until the editor is ready a plain textarea with the tags
 * stripped stands in.
 */
export function RichTextEditor({ value, onChange, label, 'aria-label': ariaLabel, placeholder, id }: RichTextEditorProps) {
  const autoId = useId();
  const editorId = id ?? `rich-text-${autoId.replace(/:/g, '')}`;
  const labelId = `${editorId}-label`;
  const naming: Record<string, string> = label ? { 'aria-labelledby': labelId } : { 'aria-label': ariaLabel ?? translate(msg`Rich text`) };
  // What this editor last reported, so a changed `value` from outside (not our own echo) replaces the content.
  const lastEmitted = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const [, setRefresh] = useState(0);
  const [link, setLink] = useState<{ open: boolean; text: string; href: string }>({ open: false, text: '', href: '' });

  const editor = useEditor({
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    extensions: [
      // Only what the shared allowlist keeps: no h1, no images, no tables.
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false, underline: false }),
      Underline,
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id: editorId,
        role: 'textbox',
        'aria-multiline': 'true',
        ...naming,
        ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
        class: areaClass,
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      lastEmitted.current = html;
      onChangeRef.current(html);
    },
  });

  useEffect(() => {
    if (!editor || value === lastEmitted.current) return;
    lastEmitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (!editor) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setRefresh((n) => n + 1), TOOLBAR_REFRESH_MS);
    };
    editor.on('transaction', refresh);
    return () => {
      clearTimeout(timer);
      editor.off('transaction', refresh);
    };
  }, [editor]);

  const openLinkDialog = () => {
    if (!editor) return;
    const { from, to } = editor.state.selection;
    setLink({ open: true, text: editor.state.doc.textBetween(from, to, ' '), href: (editor.getAttributes('link').href as string | undefined) ?? '' });
  };

  const insertLink = (href: string) => {
    setLink((l) => ({ ...l, open: false }));
    if (!editor) return;
    if (editor.state.selection.empty && !editor.isActive('link')) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
  };

  return (
    <div>
      {label ? (
        <span id={labelId} className="mb-1 block text-sm font-medium text-slate-200" onClick={() => editor?.commands.focus()}>
          {label}
        </span>
      ) : null}
      <div className="overflow-hidden rounded-lg border border-surface-600 bg-surface-900 focus-within:border-brand-500 focus-within:ring-1 focus-within:ring-brand-500">
        {editor ? (
          <>
            <EditorToolbar editor={editor} onLink={openLinkDialog} />
            <div className="relative">
              {placeholder && editor.isEmpty ? (
                <span aria-hidden="true" className="pointer-events-none absolute left-3 top-2 text-slate-500">
                  {placeholder}
                </span>
              ) : null}
              <EditorContent editor={editor} />
            </div>
          </>
        ) : (
          <textarea
            id={editorId}
            {...naming}
            readOnly
            aria-busy="true"
            data-testid="rich-text-editor-fallback"
            value={richTextToPlain(value)}
            placeholder={placeholder}
            className="block min-h-[100px] w-full resize-none bg-transparent px-3 py-2 text-slate-100 focus:outline-none"
          />
        )}
      </div>
      <LinkDialog
        open={link.open}
        selectedText={link.text}
        initialUrl={link.href}
        onInsert={insertLink}
        onCancel={() => setLink((l) => ({ ...l, open: false }))}
      />
    </div>
  );
}
