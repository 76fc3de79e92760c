import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from './error-screen.tsx';

function Boom({ value }: { value: unknown }): never {
  throw value;
}

/** A render error inside the shell's routes lands on the root route's errorElement. */
function renderThrowing(value: unknown) {
  const router = createMemoryRouter([{ path: '/', errorElement: <ErrorScreen />, children: [{ index: true, element: <Boom value={value} /> }] }]);
  return render(<RouterProvider router={router} />);
}

describe('error screen', () => {
  // React Router reports the caught render error on the console: expected here, and asserted below.
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it("shows 'Something went wrong', the error text, its stack and 'Go Home'", async () => {
    const error = new Error('The widget broke');
    renderThrowing(error);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('The widget broke')).toBeInTheDocument();
    expect(screen.getByText(/Error: The widget broke\s+at /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(consoleError.mock.calls.flat()).toContain(error);
  });

  it("says 'No stack trace available' when the error has no stack", async () => {
    renderThrowing('plain text failure');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('plain text failure')).toBeInTheDocument();
    expect(screen.getByText('No stack trace available')).toBeInTheDocument();
  });
});
