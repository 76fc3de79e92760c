import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { renderInLanguage as render } from '../../../test/render.tsx';
import { describe, expect, it } from 'vitest';
import type { PageContent, PageKey } from '@crp/shared';
import { createQueryClient } from '../../../lib/query-client.ts';
import { pageContentQuery } from '../api.ts';
import { ContentPage } from './content-page.tsx';

/** The page with its query already answered (null = the server said 404). */
function renderPage(pageKey: PageKey, saved: PageContent | null, canEdit = false) {
  const client = createQueryClient();
  client.setQueryData(pageContentQuery(pageKey).queryKey, saved);
  return render(
    <QueryClientProvider client={client}>
      <ContentPage pageKey={pageKey} canEdit={canEdit} />
    </QueryClientProvider>,
  );
}

describe('ContentPage', () => {
  it('shows the built-in guidelines with every figure when nothing was saved', () => {
    const { container } = renderPage('guidelines', null);
    expect(screen.getByRole('heading', { level: 1, name: 'Server Guidelines' })).toBeInTheDocument();
    const text = container.textContent ?? '';
    for (const figure of [
      'Free build limit: 5x5x5',
      '1 shop and 2 houses',
      '15 cage lights, 15 lamps, 15 campfires and 10 torches',
      '5 players in 3 minutes',
      'wait 5 minutes before returning',
      '30 minutes after a successful kidnapping',
      '15 minutes after a failed one',
      '15 minutes after a successful robbery',
      '7.5 minutes after a failed one',
      'wait 1 hour before engaging the same target again',
    ]) {
      expect(text).toContain(figure);
    }
  });

  it('shows the built-in donation terms: all sales final, 24-48 hours, e-mail', () => {
    const { container } = renderPage('donation-tos', null);
    expect(screen.getByRole('heading', { level: 1, name: 'Donation Terms of Service' })).toBeInTheDocument();
    expect(container.textContent).toContain('All sales are final');
    expect(container.textContent).toContain('within 24-48 hours');
    expect(container.textContent).toContain('Contact us by e-mail');
  });

  it('shows saved content, and Edit only for admins', () => {
    const saved: PageContent = {
      pageKey: 'guidelines',
      title: 'House Rules',
      subtitle: null,
      content: '<p>Be <u>nice</u>.</p>',
      updatedAt: '2025-03-01T12:00:00.000Z',
    };
    const { unmount } = renderPage('guidelines', saved);
    expect(screen.getByRole('heading', { level: 1, name: 'House Rules' })).toBeInTheDocument();
    expect(screen.getByText('nice').tagName).toBe('U');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    unmount();
    renderPage('guidelines', saved, true);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('renders hostile saved HTML inert (second line of defence after the server)', () => {
    const hostile =
      '<p>ok</p><img src=x onerror="window.__pageXss=1"><script>window.__pageXss=1</script><a href="javascript:window.__pageXss=1">x</a><svg onload="window.__pageXss=1"></svg><p onclick="x()">c</p>';
    const { container } = renderPage('donation-tos', {
      pageKey: 'donation-tos',
      title: 'T',
      subtitle: null,
      content: hostile,
      updatedAt: '2025-03-01T12:00:00.000Z',
    });
    const body = container.querySelector('.page-content')!;
    expect(body.querySelector('img, script, svg')).toBeNull();
    expect(body.querySelector('a')?.getAttribute('href')).toBeNull();
    expect(body.querySelector('[onclick]')).toBeNull();
    expect((window as { __pageXss?: number }).__pageXss).toBeUndefined();
  });
});
