import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import type { SiteConfig, SiteSection, SiteSettings } from '@crp/shared';
import { contrastRatio, defaultFooter, defaultLanding, defaultIdentity, isHexColor, PAGE_BACKGROUND, SITE_LIMITS as L } from '@crp/shared/site-defaults';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FieldError, inputClass, labelClass } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiRequestError, errorMessage } from '../../../lib/api-client.ts';
import { useSiteConfig } from '../api.ts';
import { useSaveSite } from '../mutations.ts';
import { siteTexts as t } from '../site.texts.ts';
import { ListEditor, TextField, type Issues } from './list-editor.tsx';
import { LogoField } from './logo-field.tsx';

const settingsOf = (config: SiteConfig): SiteSettings => ({ identity: config.identity, landing: config.landing, footer: config.footer });
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * /admin/site (D38): a form per section with a live preview of the home page beside it (`preview`,
 * composed by the route), reset to the built-in texts per section, and a warning before leaving
 * with unsaved changes.
 */
export function SiteSettingsForm({ preview }: { preview: (draft: SiteSettings) => ReactNode }) {
  const config = useSiteConfig();
  const saved = settingsOf(config);
  const [draft, setDraft] = useState<SiteSettings>(saved);
  const [issues, setIssues] = useState<Issues>({});
  const save = useSaveSite();
  const dirty = (section: SiteSection) => !same(draft[section], saved[section]);
  const anyDirty = dirty('identity') || dirty('landing') || dirty('footer');
  const blocker = useBlocker(({ currentLocation, nextLocation }) => anyDirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!anyDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [anyDirty]);

  const set = <S extends SiteSection>(section: S, value: SiteSettings[S]) => setDraft((d) => ({ ...d, [section]: value }));
  const submit = (section: SiteSection) => (event: FormEvent) => {
    event.preventDefault();
    const { logoUrl: _logo, ...identity } = draft.identity;
    const body = section === 'identity' ? { identity } : section === 'landing' ? { landing: draft.landing } : { footer: draft.footer };
    save.mutate(body, {
      onSuccess: (answer) => {
        setIssues({});
        setDraft((d) => ({ ...d, [section]: settingsOf(answer)[section] }));
        toast.success(t.saved[section]);
      },
      onError: (err) => {
        const found: Issues = {};
        if (err instanceof ApiRequestError) for (const issue of err.body?.issues ?? []) found[issue.path.replace(/^body\./, '')] ??= issue.message;
        setIssues(found);
        toast.error(errorMessage(err, t.saveFailed));
      },
    });
  };
  const reset = (section: SiteSection) => {
    const defaults = {
      identity: { ...defaultIdentity(saved.identity.discordInviteUrl), logoUrl: saved.identity.logoUrl },
      landing: defaultLanding,
      footer: defaultFooter,
    };
    set(section, defaults[section]);
  };
  const actions = (section: SiteSection) => (
    <div className="flex flex-wrap items-center gap-3 pt-2">
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t.saving : t.save}
      </Button>
      <Button variant="secondary" onClick={() => reset(section)} aria-describedby={`reset-hint-${section}`}>
        {t.reset}
      </Button>
      <span id={`reset-hint-${section}`} className="sr-only">
        {t.resetHint}
      </span>
      {dirty(section) ? <span className="text-sm font-medium text-amber-300">{t.unsaved}</span> : null}
    </div>
  );
  const field = (
    label: string,
    path: string,
    value: string,
    onChange: (v: string) => void,
    max: number,
    extra: { multiline?: boolean; hint?: string; required?: boolean } = {},
  ) => <TextField label={label} path={path} value={value} onChange={onChange} max={max} issues={issues} {...extra} />;
  const titled = (item: { title: string; text: string }, update: (next: { title: string; text: string }) => void, path: string) => (
    <>
      {field(t.itemTitle, `${path}.title`, item.title, (title) => update({ ...item, title }), L.title, { required: true })}
      {field(t.itemText, `${path}.text`, item.text, (text) => update({ ...item, text }), L.text, { multiline: true })}
    </>
  );
  const { identity, landing, footer } = draft;
  const accentOk = isHexColor(identity.accentColor);
  const ratio = accentOk ? contrastRatio(identity.accentColor, PAGE_BACKGROUND).toFixed(2) : '–';

  return (
    <div className="grid grid-cols-1 gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="min-w-0 space-y-8">
        <Card>
          <form onSubmit={submit('identity')} className="space-y-4" aria-labelledby="site-identity">
            <h2 id="site-identity" className="text-xl font-bold text-white">
              {t.identity}
            </h2>
            {field(t.name, 'identity.name', identity.name, (name) => set('identity', { ...identity, name }), L.name, { required: true })}
            {field(t.tagline, 'identity.tagline', identity.tagline, (tagline) => set('identity', { ...identity, tagline }), L.tagline, { hint: t.taglineHint })}
            {field(t.description, 'identity.description', identity.description, (description) => set('identity', { ...identity, description }), L.description, {
              multiline: true,
              hint: t.descriptionHint,
            })}
            <div>
              <label htmlFor="site-accent" className={labelClass}>
                {t.accentColor}
              </label>
              <div className="flex items-center gap-3">
                <input
                  type="color"
                  aria-label={t.accentPicker}
                  value={accentOk ? identity.accentColor : '#000000'}
                  onChange={(e) => set('identity', { ...identity, accentColor: e.target.value })}
                  className="h-10 w-12 cursor-pointer rounded border border-surface-600 bg-surface-900"
                />
                <input
                  id="site-accent"
                  type="text"
                  value={identity.accentColor}
                  maxLength={7}
                  aria-describedby="site-accent-hint"
                  aria-invalid={issues['identity.accentColor'] ? true : undefined}
                  className={inputClass(Boolean(issues['identity.accentColor']), 'w-32 font-mono')}
                  onChange={(e) => set('identity', { ...identity, accentColor: e.target.value })}
                />
              </div>
              <p id="site-accent-hint" className="mt-1.5 text-xs text-slate-400">
                {t.accentHint(ratio)}
              </p>
              <FieldError>{issues['identity.accentColor']}</FieldError>
            </div>
            {field(
              t.discordInviteUrl,
              'identity.discordInviteUrl',
              identity.discordInviteUrl,
              (discordInviteUrl) => set('identity', { ...identity, discordInviteUrl }),
              L.url,
              {
                hint: t.discordHint,
              },
            )}
            {actions('identity')}
          </form>
          <LogoField logoUrl={config.identity.logoUrl} />
        </Card>

        <Card>
          <form onSubmit={submit('landing')} className="space-y-4" aria-labelledby="site-landing">
            <h2 id="site-landing" className="text-xl font-bold text-white">
              {t.landing}
            </h2>
            {field(
              t.eyebrow,
              'landing.hero.eyebrow',
              landing.hero.eyebrow,
              (eyebrow) => set('landing', { ...landing, hero: { ...landing.hero, eyebrow } }),
              L.title,
            )}
            {field(
              t.heroTitle,
              'landing.hero.title',
              landing.hero.title,
              (title) => set('landing', { ...landing, hero: { ...landing.hero, title } }),
              L.title,
              { required: true },
            )}
            {field(t.heroText, 'landing.hero.text', landing.hero.text, (text) => set('landing', { ...landing, hero: { ...landing.hero, text } }), L.text, {
              multiline: true,
            })}
            {field(
              t.address,
              'landing.connect.address',
              landing.connect.address ?? '',
              (address) => set('landing', { ...landing, connect: { ...landing.connect, address: address.trim() ? address : null } }),
              L.title,
              { hint: t.addressHint },
            )}
            <ListEditor
              legend={t.steps}
              addLabel={t.lists.steps.add}
              removeLabel={t.lists.steps.remove}
              items={landing.connect.steps}
              max={L.steps}
              path="landing.connect.steps"
              issues={issues}
              empty={{ title: '', text: '' }}
              onChange={(steps) => set('landing', { ...landing, connect: { ...landing.connect, steps } })}
              fields={titled}
            />
            <ListEditor
              legend={t.expectations}
              addLabel={t.lists.expectations.add}
              removeLabel={t.lists.expectations.remove}
              items={landing.expectations}
              max={L.expectations}
              path="landing.expectations"
              issues={issues}
              empty={{ title: '', text: '', badge: '' }}
              onChange={(expectations) => set('landing', { ...landing, expectations })}
              fields={(item, update, path) => (
                <>
                  {titled(item, (next) => update({ ...item, ...next }), path)}
                  {field(t.badge, `${path}.badge`, item.badge, (badge) => update({ ...item, badge }), L.badge)}
                </>
              )}
            />
            <ListEditor
              legend={t.rules}
              addLabel={t.lists.rules.add}
              removeLabel={t.lists.rules.remove}
              items={landing.rules}
              max={L.rules}
              path="landing.rules"
              issues={issues}
              empty={{ title: '', text: '' }}
              onChange={(rules) => set('landing', { ...landing, rules })}
              fields={titled}
            />
            {actions('landing')}
          </form>
        </Card>

        <Card>
          <form onSubmit={submit('footer')} className="space-y-4" aria-labelledby="site-footer">
            <h2 id="site-footer" className="text-xl font-bold text-white">
              {t.footer}
            </h2>
            {field(t.footerText, 'footer.text', footer.text, (text) => set('footer', { ...footer, text }), L.text, { multiline: true })}
            <ListEditor
              legend={t.links}
              addLabel={t.lists.links.add}
              removeLabel={t.lists.links.remove}
              items={footer.links}
              max={L.footerLinks}
              path="footer.links"
              issues={issues}
              empty={{ label: '', url: 'https://' }}
              onChange={(links) => set('footer', { ...footer, links })}
              fields={(item, update, path) => (
                <>
                  {field(t.linkLabel, `${path}.label`, item.label, (label) => update({ ...item, label }), L.title, { required: true })}
                  {field(t.linkUrl, `${path}.url`, item.url, (url) => update({ ...item, url }), L.url, { required: true })}
                </>
              )}
            />
            {actions('footer')}
          </form>
        </Card>
      </div>
      <section aria-label={t.preview} className="min-w-0 xl:sticky xl:top-24 xl:self-start">
        <h2 className="mb-3 text-sm font-semibold uppercase tracking-wider text-slate-300">{t.preview}</h2>
        {/* Scrolls on its own: reachable by keyboard (a focusable region) to scroll it with the arrow keys. */}
        <div tabIndex={0} className="max-h-[80vh] overflow-auto rounded-2xl border border-dashed border-surface-600 p-3">
          {preview({ ...draft, identity: { ...identity, logoUrl: config.identity.logoUrl } })}
        </div>
      </section>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t.leaveTitle}
        confirmLabel={t.leaveConfirm}
        cancelLabel={t.leaveCancel}
        tone="danger"
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      >
        <p>{t.leaveBody}</p>
      </ConfirmDialog>
    </div>
  );
}
