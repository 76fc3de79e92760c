/** Shared look of the form controls: a red border when the field has an error (player-area §5). */
export function inputClass(invalid: boolean, extra = ''): string {
  const border = invalid ? 'border-red-500 focus:border-red-400 focus:ring-red-500/30' : 'border-surface-600 focus:border-brand-400 focus:ring-brand-500/30';
  return `w-full rounded-lg border bg-surface-900 px-3 py-2 text-slate-100 placeholder:text-slate-500 focus:outline-none focus:ring-2 ${border} ${extra}`;
}

/** The frame around a group of choices (radios, checkboxes, rating). */
export function groupClass(invalid: boolean): string {
  return `rounded-lg border p-3 ${invalid ? 'border-red-500' : 'border-surface-700'}`;
}
