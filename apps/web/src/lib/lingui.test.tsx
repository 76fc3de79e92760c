import { setupI18n as linguiSetup } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages as russian } from '../locales/ru.po';
import { I18nProvider, setupI18n, Trans, type CompiledMessage, type Messages } from './lingui.tsx';

/** Decision 0038: our runtime renders every compiled message as @lingui/core 5.9 does. */
const sources: Record<string, string> = {
  text: 'Plain text',
  placeholder: 'Request failed ({status})',
  missing: 'Hello {name}!',
  plural: '{count, plural, one {# question} other {# questions}}',
  exact: '{count, plural, =0 {no questions} one {# question} other {# questions}}',
  offset: '{count, plural, offset:1 =0 {nobody} one {you} other {you and # others}}',
  ordinal: '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  select: '{role, select, admin {Administrator} other {Member {name}}}',
  nested: '{count, plural, one {{role, select, admin {# admin #} other {# member}}} other {# people}}',
  number: 'Total {total, number}',
  percent: 'Share {share, number, percent}',
  date: 'On {when, date}',
  dateShort: 'On {when, date, short}',
  time: 'At {when, time, short}',
  tags: 'Creative <0>RP</0> and <1/>',
};
const compiled: Messages = Object.fromEntries(Object.entries(sources).map(([id, text]) => [id, compileMessage(text) as CompiledMessage]));
const valueSets = [
  { status: 502, count: 0, place: 1, role: 'admin', total: 1234567.5, share: 0.25, when: new Date(Date.UTC(2026, 10, 27, 15, 4, 5)) },
  { name: 'Ana', count: 1, place: 2, role: 'member', total: 3, share: 1, when: '2026-01-02T03:04:05Z' },
  { count: 2, place: 3, role: 'x', total: -0.5, share: 0.125, when: new Date(0) },
  { count: 5, place: 11, total: 0, share: 0 },
  { count: 22, place: 22 },
  { count: 1.5, place: 103 },
];

describe('our Lingui runtime (src/lib/lingui.tsx)', () => {
  for (const locale of ['en', 'ru', 'pl', 'de', 'fr', 'pt-BR']) {
    it(`formats every kind of compiled message as @lingui/core does (${locale})`, () => {
      const theirs = linguiSetup({ locale, messages: { [locale]: compiled } });
      const ours = setupI18n();
      ours.loadAndActivate({ locale, messages: compiled });
      for (const id of Object.keys(sources)) for (const values of valueSets) expect([id, ours._(id, values)]).toEqual([id, theirs._(id, values)]);
      expect(ours._({ id: 'placeholder', values: { status: 404 } })).toBe(theirs._({ id: 'placeholder', values: { status: 404 } }));
    });
  }

  it('falls back to the descriptor text, then the id, when a message is not in the catalogue', () => {
    const ours = setupI18n();
    ours.loadAndActivate({ locale: 'en', messages: {} });
    expect(ours._({ id: 'x1', message: 'Hi {name}', values: { name: 'Bo' } })).toBe('Hi Bo');
    expect(ours._('x2')).toBe('x2');
  });

  it('renders the Russian catalogue as @lingui/core does', () => {
    const theirs = linguiSetup({ locale: 'ru', messages: { ru: russian } });
    const ours = setupI18n();
    ours.loadAndActivate({ locale: 'ru', messages: russian });
    for (const id of Object.keys(russian))
      for (const values of valueSets)
        expect(ours._(id, { status: 500, hours: values.count, ...values })).toBe(theirs._(id, { status: 500, hours: values.count, ...values }));
  });

  it('<Trans> puts components in the tags and elements in the values', () => {
    const ours = setupI18n();
    ours.loadAndActivate({ locale: 'en', messages: compiled });
    const { container } = render(
      <I18nProvider i18n={ours}>
        <p>
          <Trans id="tags" components={{ 0: <strong className="x" />, 1: <br /> }} />
        </p>
        <p>
          <Trans id="missing" values={{ name: <em>Ana</em> }} />
        </p>
        <p>
          <Trans id="plural" values={{ count: 3 }} />
        </p>
      </I18nProvider>,
    );
    expect(container.innerHTML).toBe('<p>Creative <strong class="x">RP</strong> and <br></p><p>Hello <em>Ana</em>!</p><p>3 questions</p>');
  });
});
