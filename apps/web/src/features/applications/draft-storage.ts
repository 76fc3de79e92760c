/** Answers in progress survive a reload or an expired session (issue 5, draft safety): they live in
 * localStorage under the signed-in person's Discord id and the form's slug, so one browser shared by
 * two people never mixes their drafts, and are cleared after a successful submit. */

export type AnswerValue = string | string[];
export type Answers = Record<string, AnswerValue>;
export type FormStage = 'questions' | 'interview';
/** Chosen interview slots per day, e.g. { Wednesday: ['9-11 AM'] }. */
export type Availability = Record<string, string[]>;

export interface ApplicationDraft {
  answers: Answers;
  page: number;
  stage: FormStage;
  availability: Availability;
  savedAt: string;
}

const PREFIX = 'crp:application-draft';
const VERSION = 1;
/** Drafts older than this are stale: the form has probably changed since. */
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export function draftKey(discordId: string, slug: string): string {
  return `${PREFIX}:v${VERSION}:${discordId}:${slug}`;
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    // Storage can be blocked (privacy settings); the form still works, just without drafts.
    return null;
  }
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

function parseAnswers(value: unknown): Answers {
  const answers: Answers = {};
  if (!value || typeof value !== 'object') return answers;
  for (const [key, answer] of Object.entries(value)) {
    if (typeof answer === 'string' || isStringList(answer)) answers[key] = answer;
  }
  return answers;
}

function parseAvailability(value: unknown): Availability {
  const availability: Availability = {};
  if (!value || typeof value !== 'object') return availability;
  for (const [day, slots] of Object.entries(value)) {
    if (isStringList(slots)) availability[day] = slots;
  }
  return availability;
}

/** The saved draft, or null when there is none, it is unreadable or too old. */
export function loadDraft(discordId: string, slug: string, now = Date.now()): ApplicationDraft | null {
  const store = storage();
  const raw = store?.getItem(draftKey(discordId, slug));
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Partial<ApplicationDraft>;
    const savedAt = typeof data.savedAt === 'string' ? data.savedAt : '';
    if (!savedAt || now - new Date(savedAt).getTime() > MAX_AGE_MS) {
      store?.removeItem(draftKey(discordId, slug));
      return null;
    }
    return {
      answers: parseAnswers(data.answers),
      page: typeof data.page === 'number' && data.page >= 1 ? Math.floor(data.page) : 1,
      stage: data.stage === 'interview' ? 'interview' : 'questions',
      availability: parseAvailability(data.availability),
      savedAt,
    };
  } catch {
    store?.removeItem(draftKey(discordId, slug));
    return null;
  }
}

export function saveDraft(discordId: string, slug: string, draft: Omit<ApplicationDraft, 'savedAt'>, now = new Date()): void {
  try {
    storage()?.setItem(draftKey(discordId, slug), JSON.stringify({ ...draft, savedAt: now.toISOString() }));
  } catch {
    // Quota exceeded or storage blocked: losing the draft must never break the form.
  }
}

export function clearDraft(discordId: string, slug: string): void {
  try {
    storage()?.removeItem(draftKey(discordId, slug));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/** True when the draft holds something worth restoring (an answer or a chosen slot). */
export function draftHasContent(draft: Pick<ApplicationDraft, 'answers' | 'availability'>): boolean {
  const answered = Object.values(draft.answers).some((answer) => (Array.isArray(answer) ? answer.length > 0 : answer.trim() !== ''));
  return answered || Object.values(draft.availability).some((slots) => slots.length > 0);
}
