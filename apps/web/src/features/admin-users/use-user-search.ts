import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

const DEBOUNCE_MS = 300;
export const USERS_PAGE_SIZE = 25;

/** The search text and page live in the URL (shareable, back button); typing is debounced. */
export function useUserSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [text, setText] = useState(q);

  useEffect(() => setText(q), [q]);

  const update = useCallback(
    (next: { q?: string; page?: number }) => {
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          if (next.q !== undefined) {
            if (next.q) out.set('q', next.q);
            else out.delete('q');
            out.delete('page');
          }
          if (next.page !== undefined) {
            if (next.page > 1) out.set('page', String(next.page));
            else out.delete('page');
          }
          return out;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === q) return;
    const timer = setTimeout(() => update({ q: trimmed }), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q, update]);

  return { q, page, text, setText, setPage: (p: number) => update({ page: p }), pageSize: USERS_PAGE_SIZE };
}
