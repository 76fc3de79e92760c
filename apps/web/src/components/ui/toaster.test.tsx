import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { toast } from './toast.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal.tsx';
import { AppToaster } from './toaster.tsx';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal open={open} title="Edit" onClose={() => setOpen(false)}>
        <p>Body</p>
      </Modal>
      <AppToaster />
    </>
  );
}

afterEach(() => act(() => toast.remove()));

describe('toasts and modal dialogs', () => {
  it('while a modal is open its toasts show inside the dialog (the page behind is inert), once; afterwards on the page', async () => {
    render(<Page />);
    act(() => void toast.success('Saved on the page'));
    expect(await screen.findByText('Saved on the page')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit' });
    act(() => void toast.error('Failed inside the dialog'));
    expect(await within(dialog).findByText('Failed inside the dialog')).toBeInTheDocument();
    expect(screen.getAllByText('Failed inside the dialog')).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Failed inside the dialog')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the toast store', () => {
  afterEach(() => vi.useRealTimers());

  it('hides success after 2 s and errors after 4 s; a toast with an id replaces the earlier one', () => {
    vi.useFakeTimers();
    render(<AppToaster />);
    act(() => void toast.success('Saved'));
    act(() => void toast.error('Failed to load', { id: 'load' }));
    act(() => void toast.error('Failed to load again', { id: 'load' }));
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual(['✓Saved', '!Failed to load again']);
    act(() => void vi.advanceTimersByTime(2001));
    expect(screen.queryByText('Saved')).toBeNull();
    expect(screen.getByText('Failed to load again')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Failed to load again')).toBeNull();
  });

  it('keeps toasts while the pointer is over them, then counts down what was left', () => {
    vi.useFakeTimers();
    render(<AppToaster />);
    act(() => void toast.success('Read me'));
    act(() => void vi.advanceTimersByTime(1500));
    fireEvent.mouseEnter(screen.getByText('Read me').closest('[role=status]')!.parentElement!);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Read me')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByText('Read me').closest('[role=status]')!.parentElement!);
    act(() => void vi.advanceTimersByTime(499));
    expect(screen.getByText('Read me')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(2));
    expect(screen.queryByText('Read me')).toBeNull();
  });
});
