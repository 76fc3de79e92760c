/** The look of the site's fields (issue 20), as classes: the field kit (./field.tsx) and forms that need only the classes use these. */
export function inputClass(invalid = false, extra = ''): string {
  const border = invalid ? 'border-red-500 focus:border-red-400 focus:ring-red-500/30' : 'border-surface-600 focus:border-brand-400 focus:ring-brand-500/30';
  const width = /(^|\s)w-(auto|\d)/.test(extra) ? '' : 'w-full';
  return `${width} rounded-lg border bg-surface-900 px-3 py-2 text-base text-slate-100 sm:text-sm placeholder:text-slate-500 focus:outline-none focus:ring-2 ${border} ${extra}`;
}

export const labelClass = 'mb-1.5 block text-sm font-medium text-slate-200';

/** A text area: the input's look, resizable vertically. */
export const textareaClass = (invalid = false, extra = ''): string => inputClass(invalid, `resize-y ${extra}`);

/** A select: the input's look with the dark colour scheme for its list. */
export const selectClass = (invalid = false, extra = ''): string => inputClass(invalid, `[color-scheme:dark] ${extra}`);

/** The frame around a group of choices (radios, checkboxes, rating). */
export function groupClass(invalid: boolean): string {
  return `rounded-lg border p-3 ${invalid ? 'border-red-500' : 'border-surface-700'}`;
}
