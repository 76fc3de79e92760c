import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
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
