import { msg } from '@lingui/core/macro';
import { translate } from '../../lib/i18n.ts';
import type { Editor } from '@tiptap/react';
import type { ReactNode } from 'react';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
/** 'Bold (Ctrl+B)', or 'Bold (⌘B)' on a Mac: the key's name is the language's own (Strg in German). */
const shortcutTitle = (label: string, key: string) => (isMac ? translate(msg`${label} (⌘${key})`) : translate(msg`${label} (Ctrl+${key})`));

function ToolButton({
  label,
  shortcut,
  active,
  onClick,
  children,
}: {
  label: string;
  shortcut?: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={active === undefined ? undefined : active}
      title={shortcut ? shortcutTitle(label, shortcut) : label}
      // Keep the editor's selection: act on click without moving focus first.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={`inline-flex h-8 min-w-8 items-center justify-center rounded-md px-2 text-sm transition-colors ${
        active ? 'bg-brand-600 text-white' : 'text-slate-300 hover:bg-surface-700 hover:text-white'
      }`}
    >
      {children}
    </button>
  );
}

const icon = (d: string) => (
  <svg
    viewBox="0 0 24 24"
    className="h-4 w-4"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d={d} />
  </svg>
);

/** Bold, Italic, Underline, bullet and numbered lists, and the link action. Re-rendered by the editor's 10 ms refresh. */
export function EditorToolbar({ editor, onLink }: { editor: Editor; onLink: () => void }) {
  const chain = () => editor.chain().focus();
  return (
    <div role="toolbar" aria-label={translate(msg`Formatting`)} className="flex flex-wrap items-center gap-1 border-b border-surface-700 bg-surface-900/80 px-2 py-1.5">
      <ToolButton label={translate(msg`Bold`)} shortcut="B" active={editor.isActive('bold')} onClick={() => chain().toggleBold().run()}>
        <span className="font-black">
          {translate(msg({ message: 'B', comment: 'The letter on the Bold button' }))}
        </span>
      </ToolButton>
      <ToolButton label={translate(msg`Italic`)} shortcut="I" active={editor.isActive('italic')} onClick={() => chain().toggleItalic().run()}>
        <span className="font-serif italic">
          {translate(msg({ message: 'I', comment: 'The letter on the Italic button' }))}
        </span>
      </ToolButton>
      <ToolButton label={translate(msg`Underline`)} shortcut="U" active={editor.isActive('underline')} onClick={() => chain().toggleUnderline().run()}>
        <span className="underline">
          {translate(msg({ message: 'U', comment: 'The letter on the Underline button' }))}
        </span>
      </ToolButton>
      <span className="mx-1 h-5 w-px bg-surface-600" aria-hidden="true" />
      <ToolButton label={translate(msg`Bullet list`)} active={editor.isActive('bulletList')} onClick={() => chain().toggleBulletList().run()}>
        {icon('M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01')}
      </ToolButton>
      <ToolButton label={translate(msg`Numbered list`)} active={editor.isActive('orderedList')} onClick={() => chain().toggleOrderedList().run()}>
        {icon('M10 6h10M10 12h10M10 18h10M4 6h1v4M4 10h2M4 14h2l-2 3h2')}
      </ToolButton>
      <span className="mx-1 h-5 w-px bg-surface-600" aria-hidden="true" />
      <ToolButton label={translate(msg`Link`)} active={editor.isActive('link')} onClick={onLink}>
        {icon('M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1')}
      </ToolButton>
      {editor.isActive('link') ? (
        <ToolButton label={translate(msg`Remove link`)} onClick={() => chain().extendMarkRange('link').unsetLink().run()}>
          {icon('M18 6L6 18M6 6l12 12')}
        </ToolButton>
      ) : null}
    </div>
  );
}
