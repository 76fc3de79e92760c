import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from './scroll-restoration.tsx';

/** Our scroll restoration (issue 25, in place of React Router's): top on a new page, the anchor, the old place on Back. */
describe('ScrollRestoration', () => {
  const scrolledTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  };

  it('starts a new page at the top, goes to its #anchor, and returns to where the reader was on Back', async () => {
    const scrollTo = vi.fn();
    const intoView = vi.fn();
    const original = { scrollTo: window.scrollTo, intoView: Element.prototype.scrollIntoView };
    window.scrollTo = scrollTo as typeof window.scrollTo;
    Element.prototype.scrollIntoView = intoView;
    try {
      const router = createMemoryRouter(
        [
          {
            element: (
              <>
                <ScrollRestoration />
                <Outlet />
              </>
            ),
            children: [
              { path: '/list', element: <p>List</p> },
              {
                path: '/detail',
                element: (
                  <section id="votes" aria-label="Votes">
                    Detail
                  </section>
                ),
              },
            ],
          },
        ],
        { initialEntries: ['/list'] },
      );
      render(<RouterProvider router={router} />);
      expect(await screen.findByText('List')).toBeInTheDocument();
      expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

      scrolledTo(640);
      await act(() => router.navigate('/detail'));
      expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

      await act(() => router.navigate('/detail#votes'));
      expect(intoView).toHaveBeenCalledTimes(1);

      await act(() => router.navigate(-2));
      expect(screen.getByText('List')).toBeInTheDocument();
      expect(scrollTo).toHaveBeenLastCalledWith(0, 640);

      // A malformed escape in the hash does not break the page.
      await act(() => router.navigate('/detail#%E0%A4%A'));
      expect(screen.getByText('Detail')).toBeInTheDocument();
      expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    } finally {
      window.scrollTo = original.scrollTo;
      Element.prototype.scrollIntoView = original.intoView;
    }
  });
});
