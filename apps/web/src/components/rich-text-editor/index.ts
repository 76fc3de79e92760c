export { RichTextEditor, type RichTextEditorProps } from './rich-text-editor.tsx';
export { LinkDialog, normalizeLinkUrl } from './link-dialog.tsx';
