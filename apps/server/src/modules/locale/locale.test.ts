import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@crp/shared/locales';
import { buildTestApp, signedInUser, type TestApp } from '../../testing/build-test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { directMessageText } from '../deliveries/channels/direct-message.mappers.ts';

/** D40: which language a request gets, the member's own and the site's default, and the server's texts in it. */
describe.each(testDialects())('languages on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let member: string;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    admin = (await signedInUser(t.ctx, 'admin')).cookie;
    member = (await signedInUser(t.ctx, 'member')).cookie;
  });
  afterAll(() => t.close());

  const site = async () => (await t.app.inject({ method: 'GET', url: '/api/site' })).json<{ locale: { default: string; available: string[] } }>().locale;
  const needsSignIn = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/permissions', headers });

  it('GET /api/site carries the default and every language', async () => {
    expect(await site()).toEqual({ default: 'en', available: [...LOCALES] });
  });

  it("answers a visitor in the cookie's language, else the best of Accept-Language, else the default; code stays English", async () => {
    const english = await needsSignIn({});
    expect(english.json()).toMatchObject({ message: 'Please sign in to continue.', error: 'Please sign in to continue.', code: 'unauthorized' });
    const german = await needsSignIn({ 'accept-language': 'fr-CH;q=0.5, de-AT, en;q=0.8' });
    expect(german.json()).toMatchObject({ message: 'Bitte melde dich an, um fortzufahren.', code: 'unauthorized' });
    const portuguese = await needsSignIn({ 'accept-language': 'pt-PT' });
    expect(portuguese.json<{ message: string }>().message).toBe('Entre na sua conta para continuar.');
    const cookieWins = await needsSignIn({ 'accept-language': 'de', cookie: 'locale=ru' });
    expect(cookieWins.json<{ message: string }>().message).toBe('Войдите, чтобы продолжить.');
    const unknownCookie = await needsSignIn({ 'accept-language': 'pl', cookie: 'locale=xx' });
    expect(unknownCookie.json<{ message: string }>().message).toBe('Zaloguj się, aby kontynuować.');
  });

  it('gives the validation summary in the requester’s language', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/auth/locale', headers: { cookie: member, 'accept-language': 'es' }, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', message: expect.stringMatching(/^Solicitud no válida\. locale: /) });
  });

  it("saves a member's own language (PUT /api/auth/locale): the status call says it and it beats cookie and header", async () => {
    const unknown = await t.app.inject({ method: 'PUT', url: '/api/auth/locale', headers: { cookie: member }, payload: { locale: 'xx' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'bad_request', message: expect.stringContaining('en, de, fr, es, pt-BR, pl, ru') });
    const visitor = await t.app.inject({ method: 'PUT', url: '/api/auth/locale', payload: { locale: 'de' } });
    expect(visitor.statusCode).toBe(401);

    const saved = await t.app.inject({ method: 'PUT', url: '/api/auth/locale', headers: { cookie: member }, payload: { locale: 'ru' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ locale: 'ru' });
    const status = await t.app.inject({ method: 'GET', url: '/api/unified-auth/status', headers: { cookie: member } });
    expect(status.json<{ user: { locale: string } }>().user.locale).toBe('ru');
    const denied = await t.app.inject({ method: 'GET', url: '/api/admin/game-keys', headers: { cookie: `${member}; locale=de`, 'accept-language': 'fr' } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'forbidden', message: 'Доступ запрещён. Нужны права администратора.' });
  });

  it("lets admins set the site's default (PUT /api/admin/site/locale), which visitors without a choice then get", async () => {
    const byMember = await t.app.inject({ method: 'PUT', url: '/api/admin/site/locale', headers: { cookie: member }, payload: { default: 'de' } });
    expect(byMember.statusCode).toBe(403);
    const unknown = await t.app.inject({ method: 'PUT', url: '/api/admin/site/locale', headers: { cookie: admin }, payload: { default: 'klingon' } });
    expect(unknown.statusCode).toBe(400);
    const set = await t.app.inject({ method: 'PUT', url: '/api/admin/site/locale', headers: { cookie: admin }, payload: { default: 'de' } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ default: 'de', available: [...LOCALES] });
    expect((await site()).default).toBe('de');
    expect((await needsSignIn({})).json<{ message: string }>().message).toBe('Bitte melde dich an, um fortzufahren.');
    expect((await needsSignIn({ 'accept-language': 'ja' })).json<{ message: string }>().message).toBe('Bitte melde dich an, um fortzufahren.');
    await t.app.inject({ method: 'PUT', url: '/api/admin/site/locale', headers: { cookie: admin }, payload: { default: 'en' } });
    expect((await site()).default).toBe('en');
  });
});

describe("a member's Discord DM (D40)", () => {
  const payload = { discordId: '1', applicantName: 'Anna', formTitle: 'Police', status: 'accepted' as const, notes: null, interviewDate: null };
  it('stays the English text in English', () => {
    expect(directMessageText(payload, 'https://crp.test')).toBe(
      '🎉 Good news, Anna! Your application **Police** has been accepted. Welcome aboard!\n\nSee the details on your dashboard: https://crp.test/dashboard',
    );
  });
  it("is in the member's language", () => {
    expect(directMessageText(payload, 'https://crp.test', 'de')).toContain('Gute Nachrichten, Anna! Deine Bewerbung **Police** wurde angenommen.');
    const interview = directMessageText({ ...payload, status: 'pending_interview', interviewDate: '2026-11-27T17:00:00.000Z' }, 'https://crp.test', 'ru');
    expect(interview).toContain('Собеседование: ');
    expect(interview).toContain('<t:1795798800:F> в вашем часовом поясе');
  });
});
