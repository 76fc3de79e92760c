import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@crp/shared';
import { api, ApiRequestError, errorMessage } from '../lib/api-client.ts';
import { apiError, stubApi } from './api.ts';
import { captureConsole } from './console.ts';
import { renderWithProviders } from './render.tsx';

describe('test helpers', () => {
  it("stubApi answers in the server's error shape, also for endpoints a test did not stub", async () => {
    const { calls } = stubApi({ 'POST /api/things': ({ body }) => apiError(409, `Already have ${(body as { name: string }).name}`) });
    const conflict = await api('/things', { method: 'POST', body: { name: 'x' } }).catch((err: unknown) => err);
    expect(conflict).toBeInstanceOf(ApiRequestError);
    expect(apiErrorSchema.parse((conflict as ApiRequestError).body)).toEqual({ error: 'Already have x', message: 'Already have x', code: 'conflict' });
    const missing = await api('/nothing?page=2').catch((err: unknown) => err);
    expect(errorMessage(missing, 'fallback')).toBe('No such endpoint: GET /api/nothing');
    expect((missing as ApiRequestError).status).toBe(404);
    expect(calls).toEqual([
      { method: 'POST', path: '/api/things', search: new URLSearchParams(), body: { name: 'x' }, credentials: 'same-origin' },
      { method: 'GET', path: '/api/nothing', search: new URLSearchParams('page=2'), body: undefined, credentials: 'same-origin' },
    ]);
    expect(calls[1]!.search.get('page')).toBe('2');
  });

  it('renderWithProviders mounts at the path and shows where a redirect went', async () => {
    renderWithProviders(<a href="/x">here</a>, { path: '/start?tab=1' });
    expect(screen.getByRole('link', { name: 'here' })).toBeInTheDocument();
    renderWithProviders([], { path: '/somewhere/else' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/somewhere/else');
  });

  it('captureConsole takes an expected warning off the fail-on-console rule and returns it', () => {
    const warnings = captureConsole('warn');
    console.warn('Could not load', 'your applications');
    expect(warnings()).toEqual(['Could not load your applications']);
  });
});
