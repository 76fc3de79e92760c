// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { carryOver, parsePo, poFiles } from '../../scripts/carry-over.mjs';

/** A PO file as `lingui extract` writes it. */
const po = (language: string, entries: Array<[msgid: string, msgstr: string, extra?: string]>) =>
  [
    'msgid ""',
    'msgstr ""',
    '"POT-Creation-Date: 2026-11-28 01:00+0000\\n"',
    '"Content-Type: text/plain; charset=utf-8\\n"',
    `"Language: ${language}\\n"`,
    '',
    ...entries.flatMap(([msgid, msgstr, extra]) => [`#: src/x.tsx`, ...(extra ? [extra] : []), `msgid ${JSON.stringify(msgid)}`, `msgstr ${JSON.stringify(msgstr)}`, '']),
  ].join('\n');

/** Decision 0039: a text moving between catalogues, or translated in another branch, keeps its translations. */
describe('the carry-over of translations (scripts/carry-over.mjs)', () => {
  let dir: string;
  const file = (path: string, text: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
    return join(dir, path);
  };
  const read = (path: string) => Object.fromEntries(parsePo(readFileSync(path, 'utf8')).map((e) => [e.key.replace('\u0004', '|'), e.msgstr]));
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'carry-over-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('fills an empty translation from the catalogue the text was in before extraction, the same language only', () => {
    const core = file('now/ru.po', po('ru', [['Cancel', 'Отмена']]));
    const area = file('now/home/ru.po', po('ru', [['Welcome', ''], ['Hello {name}', '']]));
    const german = file('now/home/de.po', po('de', [['Welcome', '']]));
    const old = file('before/ru.po', po('ru', [['Cancel', 'Отмена'], ['Welcome', 'Добро пожаловать'], ['Hello {name}', 'Привет, {name}']]));
    const { filled, conflicts } = carryOver([core, area, german], [old]);
    expect(filled).toEqual({ [area]: 2 });
    expect(conflicts).toEqual([]);
    expect(read(area)).toEqual({ '|Welcome': 'Добро пожаловать', '|Hello {name}': 'Привет, {name}' });
    expect(read(german)).toEqual({ '|Welcome': '' });
    // Nothing else in the file changes: the header, the origins, the order.
    expect(readFileSync(area, 'utf8')).toBe(po('ru', [['Welcome', 'Добро пожаловать'], ['Hello {name}', 'Привет, {name}']]));
  });

  it('fills from another catalogue of the same language (a file whose texts are in two areas), never overwrites one', () => {
    const a = file('ru.po', po('ru', [['Close', 'Закрыть'], ['Open', 'Открыть']]));
    const b = file('admin/ru.po', po('ru', [['Close', ''], ['Open', 'Открой']]));
    const { filled, conflicts } = carryOver([a, b]);
    expect(filled).toEqual({ [b]: 1 });
    expect(read(b)).toEqual({ '|Close': 'Закрыть', '|Open': 'Открой' });
    expect(conflicts).toEqual([expect.objectContaining({ language: 'ru', msgid: 'Open', kept: 'Открыть', other: 'Открой' })]);
  });

  it('keeps a context apart, reads quotes, new lines and a translation over several lines, and finds the files of a folder', () => {
    const target = file('now/pl.po', po('pl', [['Post', '', 'msgctxt "verb"'], ['Post', ''], ['Say "hi"\nthen go', '']]));
    const source = file(
      'other/apps/web/src/locales/pl.po',
      po('pl', [['Post', 'Opublikuj', 'msgctxt "verb"'], ['Post', 'Wpis']]) + 'msgid "Say \\"hi\\"\\nthen go"\nmsgstr ""\n"Powiedz \\"cześć\\"\\n"\n"i idź"\n',
    );
    expect(poFiles(join(dir, 'other'))).toEqual([source]);
    carryOver([target], poFiles(join(dir, 'other')));
    expect(read(target)).toEqual({ 'verb|Post': 'Opublikuj', '|Post': 'Wpis', '|Say "hi"\nthen go': 'Powiedz "cześć"\ni idź' });
    expect(readFileSync(target, 'utf8')).toContain('msgstr "Powiedz \\"cześć\\"\\ni idź"');
  });

  it("prefers the same catalogue's translation (another checkout's), where the same English reads differently in two catalogues", () => {
    const players = file('mine/locales/pt-BR.po', po('pt-BR', [['Accepted', '']]));
    const staff = file('mine/locales/admin/pt-BR.po', po('pt-BR', [['Accepted', 'Aceitas']]));
    const theirs = file('theirs/apps/web/src/locales/pt-BR.po', po('pt-BR', [['Accepted', 'Aceita']]));
    const { conflicts } = carryOver([players, staff], [theirs]);
    expect(read(players)).toEqual({ '|Accepted': 'Aceita' });
    expect(conflicts).toEqual([expect.objectContaining({ msgid: 'Accepted', kept: 'Aceitas', other: 'Aceita' })]);
  });

  it('leaves a text no catalogue has translated empty (the completeness test then names it)', () => {
    const target = file('fr.po', po('fr', [['Brand new', '']]));
    expect(carryOver([target], [file('old/fr.po', po('fr', [['Something else', 'Autre chose']]))]).filled).toEqual({});
    expect(read(target)).toEqual({ '|Brand new': '' });
  });
});
