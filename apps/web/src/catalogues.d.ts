/** A language's catalogue (src/locales/*.po), compiled by @lingui/vite-plugin into its messages. */
declare module '*.po' {
  import type { Messages } from './lib/lingui.tsx';
  export const messages: Messages;
}
