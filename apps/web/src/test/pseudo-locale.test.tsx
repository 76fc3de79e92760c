import type { Messages } from '../lib/lingui.tsx';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_NAMES } from '@crp/shared/locales';
import { messages as english } from '../locales/en.po';
import { browserI18n } from '../lib/i18n.ts';
import { ApiRequestError, api } from '../lib/api-client.ts';
import { gmodHoursText } from '../components/ui/steam-facts.tsx';
import { makeUser, renderApp } from './render.tsx';
import { ErrorScreen } from '../app/layout/error-screen.tsx';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';

/**
 * D40: a translated screen shows no text that is not from the catalogues. Every message is rendered
 * in a pseudo-language (letters accented, each message in ⟦ ⟧); any text on the screen without the
 * brackets is a literal that escaped the catalogues. What members and staff wrote (names) and the
 * languages' own names in the picker are data, not texts to translate.
 */
const accents: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú', c: 'ç', n: 'ñ' };
const pseudo = (text: string) => text.replace(/[aeiouAEIOUcn]/g, (c) => accents[c] ?? c);

/** The English catalogue (compiled) with every literal part accented and each message bracketed (placeholders kept). */
function pseudoMessages(): Messages {
  // A compiled message is a string or a list of tokens: a string, a placeholder [name, format?], or a choice [name, 'plural' | 'select' | …, { case: message }].
  const list = (message: unknown): unknown[] => (typeof message === 'string' ? [pseudo(message)] : (message as unknown[]).map(token));
  const token = (t: unknown): unknown => {
    if (typeof t === 'string') return pseudo(t);
    const [name, kind, cases] = t as [string, string?, unknown?];
    if (cases && typeof cases === 'object') return [name, kind, Object.fromEntries(Object.entries(cases).map(([k, v]) => [k, list(v)]))];
    return t;
  };
  return Object.fromEntries(
    Object.entries(english).map(([id, compiled]) => [id, ['⟦', ...list(compiled), '⟧']]),
  ) as Messages;
}

/** Every text a person reads on the page: text nodes and the read attributes. */
function visibleTexts(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      const parent = node.parentElement;
      // The site's name beside the logo is the admins' setting (D38), data like a member's name.
      if (parent?.closest('option, pre, [data-testid="nav-user"], header a[href="/"]')) continue;
      texts.push(node.textContent ?? '');
    } else {
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = (node as Element).getAttribute(attr);
        if (value) texts.push(value);
      }
    }
  }
  return texts;
}

/** A text outside a bracketed message: letters between ⟧ and ⟦ (or outside any). */
function untranslated(texts: string[]): string[] {
  const whole = texts.join('\u0000');
  const outside = whole.replace(/⟦[^⟧]*⟧/g, ' ');
  return outside.split('\u0000').filter((t) => /\p{L}/u.test(t));
}

describe('translated screens in a pseudo-language', () => {
  beforeAll(() => browserI18n.loadAndActivate({ locale: 'en', messages: pseudoMessages() }));
  afterAll(() => browserI18n.loadAndActivate({ locale: 'en', messages: english }));

  it('the login page (with a sign-in error), the navigation bar signed out and the demo banner', async () => {
    renderApp('/login?error=denied', { site: { demoMode: true } });
    await screen.findByRole('alert');
    // The translated parts of the page (the footer and the rest of the shell are not translated yet: docs/translations.md).
    const header = document.querySelector('header')!;
    const banner = screen.getByRole('note');
    const login = screen.getByRole('heading', { level: 1 }).closest('div.w-full, [class*="w-full"]') as HTMLElement;
    for (const part of [header, banner, login]) expect(untranslated(visibleTexts(part))).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('⟦Wélçómé tó Créátívé RP⟧');
    // The picker lists each language in its own name (data, not catalogue texts).
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(expect.arrayContaining(Object.values(LOCALE_NAMES)));
  });

  it('the navigation bar signed in as an admin', async () => {
    renderApp('/no-such-page', { user: makeUser({ isAdmin: true, discordRoles: [] }) });
    const nav = await screen.findByRole('navigation', { name: '⟦Máíñ⟧' });
    expect(screen.getByRole('link', { name: '⟦Ádmíñ Dáshbóárd⟧' })).toBeInTheDocument();
    expect(untranslated(visibleTexts(nav.closest('header')!))).toEqual([]);
  });

  it('the error screen', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <ErrorScreen />,
        Component: () => {
          throw Object.assign(new Error('⟦boom⟧'), { stack: undefined });
        },
      },
    ]);
    const original = console.error;
    console.error = () => {};
    try {
      const { container } = render(<RouterProvider router={router} />);
      await screen.findByRole('alert');
      expect(untranslated(visibleTexts(container))).toEqual([]);
    } finally {
      console.error = original;
    }
  });

  it("the API client's own messages and the Steam hours", async () => {
    const failing = Object.assign(() => Promise.reject(new TypeError('offline')), {});
    const { setApiTransport } = await import('../lib/api-client.ts');
    setApiTransport(failing);
    try {
      const err = await api('/x').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiRequestError);
      expect((err as Error).message).toMatch(/^⟦.*⟧$/);
    } finally {
      setApiTransport((url, init) => fetch(url, init));
    }
    expect(gmodHoursText({ gmodHours: 3 } as never)).toBe('⟦3 hóúrs⟧');
  });
});
