import { useId, useState, type FormEvent } from 'react';
import type { CustomPage, PageCreate, PagePlacement, PageVisibility } from '@crp/shared';
import { CUSTOM_PAGE_TITLE_MAX, PAGE_POSITION_MAX, PAGE_SLUG_MAX, pagePlacements, pageVisibilities } from '@crp/shared/custom-pages';
import { RichTextEditor } from '../../../components/rich-text-editor/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { inputClass, labelClass, selectClass } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { pagesAdminTexts as t } from '../pages-admin.texts.ts';

/** Create or edit a custom page (D39): slug, title, who reads it, where it shows, position and content (the rich-text editor). */
export function CustomPageForm({
  initial,
  busy,
  error,
  onSave,
  onCancel,
}: {
  initial?: CustomPage;
  busy: boolean;
  error: unknown;
  onSave: (page: PageCreate) => void;
  onCancel: () => void;
}) {
  const ids = useId();
  const [slug, setSlug] = useState(initial?.slug ?? '');
  const [title, setTitle] = useState(initial?.title ?? '');
  const [visibility, setVisibility] = useState<PageVisibility>(initial?.visibility ?? 'public');
  const [placement, setPlacement] = useState<PagePlacement>(initial?.placement ?? 'nav');
  const [position, setPosition] = useState(String(initial?.position ?? 0));
  const [content, setContent] = useState(initial?.content ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ slug, title, visibility, placement, position: Number(position), content });
  };
  return (
    <Card>
      <form onSubmit={submit} className="space-y-5" aria-labelledby={`${ids}-heading`}>
        <h2 id={`${ids}-heading`} className="text-xl font-bold text-white">
          {initial ? t.editTitle(initial.title) : t.createTitle}
        </h2>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${ids}-title`} className={labelClass}>
              {t.title}
            </label>
            <input
              id={`${ids}-title`}
              required
              maxLength={CUSTOM_PAGE_TITLE_MAX}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              className={inputClass()}
            />
          </div>
          <div>
            <label htmlFor={`${ids}-slug`} className={labelClass}>
              {t.slug}
            </label>
            <input
              id={`${ids}-slug`}
              required
              maxLength={PAGE_SLUG_MAX}
              pattern="[a-z0-9]+(-[a-z0-9]+)*"
              aria-describedby={`${ids}-slug-hint`}
              value={slug}
              onChange={(e) => setSlug(e.target.value)}
              className={inputClass(false, 'font-mono')}
            />
            <p id={`${ids}-slug-hint`} className="mt-1.5 text-xs text-slate-400">
              {t.slugHint()}
            </p>
          </div>
          <div>
            <label htmlFor={`${ids}-visibility`} className={labelClass}>
              {t.visibility}
            </label>
            <select id={`${ids}-visibility`} value={visibility} onChange={(e) => setVisibility(e.target.value as PageVisibility)} className={selectClass()}>
              {pageVisibilities.map((v) => (
                <option key={v} value={v}>
                  {t.visibilityLabel[v]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${ids}-placement`} className={labelClass}>
              {t.placement}
            </label>
            <select id={`${ids}-placement`} value={placement} onChange={(e) => setPlacement(e.target.value as PagePlacement)} className={selectClass()}>
              {pagePlacements.map((p) => (
                <option key={p} value={p}>
                  {t.placementLabel[p]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${ids}-position`} className={labelClass}>
              {t.position}
            </label>
            <input
              id={`${ids}-position`}
              type="number"
              min={0}
              max={PAGE_POSITION_MAX}
              step={1}
              aria-describedby={`${ids}-position-hint`}
              value={position}
              onChange={(e) => setPosition(e.target.value)}
              className={inputClass(false, 'w-28')}
            />
            <p id={`${ids}-position-hint`} className="mt-1.5 text-xs text-slate-400">
              {t.positionHint}
            </p>
          </div>
        </div>
        <div>
          <p className={labelClass} id={`${ids}-content-label`}>
            {t.content}
          </p>
          <RichTextEditor id={`${ids}-content`} aria-label={t.content} value={content} onChange={setContent} placeholder={t.contentPlaceholder} />
        </div>
        {error ? (
          <p role="alert" className="rounded-lg border border-red-500/40 bg-red-500/10 px-4 py-3 text-sm text-red-200">
            {errorMessage(error, t.failed)}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t.saving : t.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}
