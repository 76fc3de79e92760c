import type { AdminFormDetail, AdminFormListItem, FormDefinition } from '@crp/shared';
import { apiError, stubApi as sharedStubApi, type StubAnswer, type StubCall, type StubHandler } from '../../test/api.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { FormsManager } from './components/forms-manager.tsx';

/** The management page in a data router (the editor's leave guard needs one), with the shared providers. */
export function renderManager(path = '/admin/applications') {
  const preview = (d: FormDefinition) => (
    <div data-testid="preview">
      {d.title}: {d.questions.map((q) => `${q.pageNumber}/${q.title}`).join(', ')}
    </div>
  );
  return renderWithProviders([{ path: '/admin/applications', element: <FormsManager renderPreview={preview} /> }], { path });
}

type Handler = (body: unknown, url: URL) => StubAnswer | Promise<StubAnswer>;

/** The shared `stubApi` (src/test/api.ts) with this feature's handler shape `(body, url)`; returns the recorded calls. */
export function stubApi(routes: Record<string, Handler>): StubCall[] {
  const wrapped: Record<string, StubHandler> = {};
  for (const [key, handler] of Object.entries(routes)) wrapped[key] = ({ body, url }) => handler(body, url);
  return sharedStubApi(wrapped).calls;
}

/** The server's error body for `status` (shared `apiError`). */
export const failure = (status: number, message: string) => apiError(status, message);

export function listItem(overrides: Partial<AdminFormListItem> & Pick<AdminFormListItem, 'id'>): AdminFormListItem {
  return {
    slug: `form-${overrides.id}`,
    title: `Form ${overrides.id}`,
    description: '<p>About this form</p>',
    type: 'application',
    isActive: true,
    questions: 3,
    responses: 0,
    deadline: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function formDetail(overrides: Partial<AdminFormDetail> = {}): AdminFormDetail {
  return {
    id: 7,
    slug: 'staff',
    title: 'Staff Application',
    description: '<p>Join</p>',
    requirements: null,
    type: 'application',
    isActive: true,
    deadline: null,
    requiresInterview: true,
    enablePagination: true,
    votesRequired: 0,
    votingBinding: false,
    reviewTargetHours: 0,
    requireSteam: false,
    minGmodHours: 0,
    minGuildDays: 0,
    requiredRoleIds: [],
    blockedRoleIds: [],
    cooldownDays: 0,
    staffChannelId: null,
    discordRoleAssignments: { pending_review: '', pending_interview: '', accepted: '' },
    webhookIncoming: null,
    webhookResponse: null,
    webhookSecret: 'whsec_dGVzdC1zZWNyZXQtdGVzdC1zZWNyZXQtdGVzdC1zZWNyZXQ=',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    responseCount: 0,
    questions: [
      {
        id: 1,
        title: 'Name',
        description: null,
        type: 'short_text',
        placeholder: null,
        isRequired: true,
        pageNumber: 1,
        displayOrder: 1,
        options: [],
        ratingScale: null,
      },
      {
        id: 2,
        title: 'Region',
        description: null,
        type: 'dropdown',
        placeholder: null,
        isRequired: true,
        pageNumber: 2,
        displayOrder: 1,
        options: [
          { id: 'eu', label: 'Europe' },
          { id: 'na', label: 'North America' },
        ],
        ratingScale: null,
      },
    ],
    ...overrides,
  };
}
