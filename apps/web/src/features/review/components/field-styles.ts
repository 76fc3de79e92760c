import { inputClass as fieldInput, textareaClass as fieldTextarea } from '../../../components/ui/field.tsx';

/** The review screen's controls in the site's one field kit (components/ui/field.tsx). */
export const inputClass = fieldInput(false, '[color-scheme:dark]');
export const textareaClass = fieldTextarea(false);
