import type { FormDefinition, FormSummary, MyResponse, Question } from '@crp/shared';

/** Test data for the applications feature (render with src/test/render.tsx, answer calls with src/test/api.ts). */
export function question(overrides: Partial<Question> & Pick<Question, 'id' | 'type'>): Question {
  return {
    title: `Question ${overrides.id}`,
    description: null,
    placeholder: null,
    isRequired: false,
    pageNumber: 1,
    displayOrder: overrides.id,
    options: [],
    ratingScale: null,
    ...overrides,
  };
}

export function formSummary(overrides: Partial<FormSummary> & Pick<FormSummary, 'id'>): FormSummary {
  return {
    slug: `form-${overrides.id}`,
    title: `Form ${overrides.id}`,
    description: '<p>About this form</p>',
    requirements: null,
    type: 'application',
    isActive: true,
    isOpen: true,
    closeDate: null,
    requiresInterview: false,
    enablePagination: false,
    questionCount: 3,
    ...overrides,
  };
}

export function formDefinition(overrides: Partial<FormDefinition> & Pick<FormDefinition, 'questions'>): FormDefinition {
  return { ...formSummary({ id: 1, slug: 'staff', title: 'Staff Application' }), questionCount: overrides.questions.length, ...overrides };
}

export function myResponse(overrides: Partial<MyResponse> & Pick<MyResponse, 'id'>): MyResponse {
  return {
    applicationId: 1,
    application: { title: 'Staff Application', description: '<p>Join the staff team</p>', type: 'application', slug: 'staff' },
    status: 'submitted',
    submittedAt: '2025-03-01T12:00:00.000Z',
    createdAt: '2025-03-01T12:00:00.000Z',
    reviewedAt: null,
    reviewNotes: null,
    interviewScheduled: false,
    interviewDate: null,
    interviewNotes: null,
    messages: { count: 0, lastFrom: null },
    ...overrides,
  };
}
