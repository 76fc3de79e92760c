export const inputClass =
  'block w-full rounded-lg border border-surface-600 bg-surface-900 px-3 py-2 text-sm text-slate-100 placeholder:text-slate-500 focus-visible:border-brand-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-400 [color-scheme:dark]';
export const textareaClass = `${inputClass} resize-y`;
