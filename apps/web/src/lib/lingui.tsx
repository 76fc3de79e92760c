/**
 * Our own Lingui runtime (decision 0038): what the macros' compiled code and the compiled catalogues
 * need, and nothing else, in place of @lingui/core and @lingui/react (about 2.5 KB gzip off every
 * first load). lingui.config.ts points the macros here (`runtimeConfigModule`, through the package's
 * `#lingui` import): `<Trans>` → `Trans`, `useLingui()` → `useLingui`, a bare `t` → `i18n`.
 *
 * A compiled message (by @lingui/vite-plugin from the PO files) is a list of tokens: a text, a
 * placeholder `[name]`, a formatted value `[name, 'number' | 'date' | 'time', format?]` or a choice
 * `[name, 'plural' | 'selectordinal' | 'select', { offset?, [case]: tokens }]`, where `#` in a plural
 * case is the number. Rendered as @lingui/core 5.9 renders it (src/lib/lingui.test.tsx holds them to it).
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { cloneElement, createContext, Fragment, useContext, useMemo, type ReactElement, type ReactNode } from 'react';

type Token = string | [name: string, type?: string, format?: unknown];
export type CompiledMessage = string | Token[];
export type Messages = Record<string, CompiledMessage>;
type Values = Record<string, unknown>;
export interface MessageDescriptor {
  id: string;
  message?: string;
  values?: Values;
  comment?: string;
}

export interface I18n {
  readonly locale: string;
  loadAndActivate(options: { locale: string; messages: Messages }): void;
  /** More messages of the active language (the staff screens' catalogue, loaded with them). */
  load(messages: Messages): void;
  /** A message in the active language (by its descriptor, or its id with its values). */
  _(descriptor: MessageDescriptor | string, values?: Values, options?: { message?: string }): string;
}

// Formatters are built once per language and options (Intl's constructors are slow).
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function intl<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  make: new (locales: string[], options?: object) => T,
  locale: string,
  options?: object,
): T {
  const key = `${make.name}${locale}${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) formatters.set(key, (formatter = new make([locale, 'en'], options)));
  return formatter;
}

const DATE_STYLES: Record<string, object> = {
  short: { day: 'numeric', month: 'numeric', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  full: { day: 'numeric', month: 'long', year: 'numeric', weekday: 'long' },
};
const TIME_STYLES: Record<string, object> = {
  short: { minute: 'numeric', hour: 'numeric' },
  long: { second: 'numeric', minute: 'numeric', hour: 'numeric', timeZoneName: 'short' },
};
TIME_STYLES.full = TIME_STYLES.long!;

function format(locale: string, tokens: CompiledMessage, values: Values, count?: string): string {
  if (typeof tokens === 'string') return tokens;
  let text = '';
  for (const token of tokens) {
    if (typeof token === 'string') {
      text += token === '#' && count !== undefined ? count : token;
      continue;
    }
    const [name, type, options] = token;
    const value = values[name];
    let out: unknown = value;
    if (type === 'plural' || type === 'selectordinal') {
      const { offset = 0, ...cases } = options as { offset?: number } & Record<string, CompiledMessage>;
      const n = (value as number) - offset;
      const rules = intl(Intl.PluralRules, locale, { type: type === 'plural' ? 'cardinal' : 'ordinal' });
      const chosen = cases[value as number] ?? cases[rules.select(n)] ?? cases.other!;
      out = format(locale, chosen, values, intl(Intl.NumberFormat, locale).format(n));
    } else if (type === 'select') {
      const cases = options as Record<string, CompiledMessage>;
      out = format(locale, cases[value as string] ?? cases.other!, values);
    } else if (type === 'number') {
      out = intl(Intl.NumberFormat, locale, typeof options === 'string' ? { style: options } : (options as object)).format(value as number);
    } else if (type === 'date' || type === 'time') {
      const styles = type === 'date' ? DATE_STYLES : TIME_STYLES;
      const dateOptions =
        typeof options === 'object'
          ? options
          : (styles[options as string] ??
            (type === 'date' ? { day: 'numeric', month: 'short', year: 'numeric' } : { second: 'numeric', ...TIME_STYLES.short }));
      out = intl(Intl.DateTimeFormat, locale, dateOptions as object).format(typeof value === 'string' ? new Date(value) : (value as Date));
    }
    if (out != null) text += out as string;
  }
  return text;
}

/** A language's translations: its compiled messages, activated once (the page's language never changes in place). */
export function setupI18n(): I18n {
  let messages: Messages = {};
  const i18n: I18n = {
    locale: '',
    loadAndActivate(options) {
      (i18n as { locale: string }).locale = options.locale;
      messages = options.messages;
    },
    load(more) {
      // Adds what is missing; what is loaded already stays (a catalogue never replaces the page's texts).
      messages = { ...more, ...messages };
    },
    _(descriptor, values, options) {
      let id = descriptor as string;
      let message = options?.message;
      if (typeof descriptor !== 'string') ({ id, message, values = values } = descriptor);
      let compiled = messages[id] ?? message ?? id;
      // In development and tests the macros keep each source text, compiled here while it is not in the catalogues yet.
      if (import.meta.env.DEV && typeof compiled === 'string') compiled = compileMessage(compiled) as CompiledMessage;
      return format(i18n.locale, compiled, values ?? {});
    },
  };
  return i18n;
}

type LinguiContext = { i18n: I18n; _: I18n['_'] };
const Context = createContext<LinguiContext>(null!);

/** The page's (or the render's) language to the components below. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const value = useMemo(() => ({ i18n, _: i18n._ }), [i18n]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** What `useLingui()` (the macro) compiles to: `{ i18n, _ }`. */
export const useLingui = (): LinguiContext => useContext(Context);

// `<0>text</0>` or `<0/>` in a translation: the component at that index, around its (formatted) text.
const TAG = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\/>/;
function formatElements(text: string, components: Record<string, ReactElement>): ReactNode {
  const parts = text.split(TAG);
  if (parts.length === 1) return text;
  const tree: ReactNode[] = [];
  if (parts[0]) tree.push(parts[0]);
  for (let i = 1; i < parts.length; i += 4) {
    const [paired, inner, unpaired, after] = parts.slice(i, i + 4);
    const element = components[(paired ?? unpaired)!] ?? <Fragment />;
    tree.push(cloneElement(element, { key: i }, inner ? formatElements(inner, components) : (element.props as { children?: ReactNode }).children));
    if (after) tree.push(after);
  }
  return tree.length === 1 ? tree[0] : tree;
}

/** What `<Trans>` (the macro) compiles to: the message with its values, its tags as the given components. */
export function Trans({ id, message, values, components }: { id: string; message?: string; values?: Values; components?: Record<string, ReactElement> }) {
  const { i18n } = useLingui();
  const elements = { ...components };
  const texts = { ...values };
  // A value that is not text (an element) goes in as a tag of its own.
  for (const [name, value] of Object.entries(values ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') continue;
    const index = Object.keys(elements).length;
    elements[index] = <>{value as ReactNode}</>;
    texts[name] = `<${index}/>`;
  }
  return <>{formatElements(i18n._(id, texts, { message }), elements)}</>;
}

/** The bare `t` macro's instance: the active one (the render's on the server, the page's in the browser). */
export const i18n: Pick<I18n, '_'> = {
  _: (...args) => activeI18n()._(...args),
};

/** The browser's one instance (main.tsx activates it before the first render). */
export const browserI18n = setupI18n();

/** On the server, the render in progress says which instance is active (src/server-render.tsx). */
let renderI18n: () => I18n | undefined = () => undefined;
export function setRenderI18n(source: () => I18n | undefined): void {
  renderI18n = source;
}

/** The active translations: the render's on the server, the page's in the browser. */
export function activeI18n(): I18n {
  return renderI18n() ?? browserI18n;
}
