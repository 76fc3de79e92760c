import { queryOptions } from '@tanstack/react-query';
import type { FormDefinition, FormSummary, MessageList, MyResponse, SubmissionStatus } from '@crp/shared';
import { api, ApiRequestError } from '../../lib/api-client.ts';

/** Failed loads are only logged (player-area §8): the screens show their empty or finished state. */
async function logged<T>(what: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (err) {
    console.warn(`Could not load ${what}`, err);
    throw err;
  }
}

export const applicationKeys = {
  all: ['applications'] as const,
  publicForms: ['applications', 'public'] as const,
  mine: ['applications', 'mine'] as const,
  definition: (slug: string) => ['applications', 'definition', slug] as const,
  status: (slug: string) => ['applications', 'status', slug] as const,
};

/** Every form anyone may see; no sign-in needed (player-area §6). Sent with the session so a member also reads whether they may apply (D34). */
export const publicFormsQuery = queryOptions({
  queryKey: applicationKeys.publicForms,
  queryFn: () => logged('applications', () => api<FormSummary[]>('/applications/public', { redirectOn401: false })),
});

/** The signed-in person's responses, newest first. Refetched often: statuses change under review. */
export const myApplicationsQuery = queryOptions({
  queryKey: applicationKeys.mine,
  queryFn: () => logged('your applications', () => api<MyResponse[]>('/applications/my-applications')),
  staleTime: 0,
});

export const formDefinitionQuery = (slug: string) =>
  queryOptions({
    queryKey: applicationKeys.definition(slug),
    queryFn: () => api<FormDefinition>(`/applications/${encodeURIComponent(slug)}`),
    staleTime: 0,
  });

/** The latest response to this form, or null: a 404 here means "never answered" (player-area §4). */
export const submissionStatusQuery = (slug: string) =>
  queryOptions({
    queryKey: applicationKeys.status(slug),
    queryFn: async (): Promise<SubmissionStatus | null> => {
      try {
        return await api<SubmissionStatus>(`/applications/${encodeURIComponent(slug)}/status`);
      } catch (err) {
        if (err instanceof ApiRequestError && err.status === 404) return null;
        throw err;
      }
    },
    staleTime: 0,
  });

/** The conversation with the staff on one of the person's responses (D31); loaded when they open it. */
export const myMessagesQuery = (responseId: number) =>
  queryOptions({
    queryKey: [...applicationKeys.mine, responseId, 'messages'] as const,
    queryFn: () => api<MessageList>(`/applications/response/${responseId}/messages`),
    staleTime: 0,
  });
