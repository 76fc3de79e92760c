import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  const view = render(
    <ConfirmDialog open title="Delete Form" confirmLabel="Delete" tone="danger" onConfirm={onConfirm} onClose={onClose} {...props}>
      <p>Are you sure?</p>
    </ConfirmDialog>,
  );
  const dialog = screen.getByRole('dialog', { name: props.title ?? 'Delete Form' });
  return { ...view, dialog, onConfirm, onClose };
}

/** What the browser sends a modal <dialog> on Escape. */
const pressEscape = (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true }));

describe('ConfirmDialog', () => {
  it('shows the title, the body and both buttons; confirm and cancel call back', async () => {
    const { dialog, onConfirm, onClose } = renderDialog();
    expect(within(dialog).getByText('Are you sure?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape, the backdrop and the close button when idle', async () => {
    const { dialog, onClose } = renderDialog();
    pressEscape(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(dialog); // a click on the <dialog> itself is a click on the backdrop
    expect(onClose).toHaveBeenCalledTimes(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(3);
    fireEvent.click(within(dialog).getByText('Are you sure?')); // inside the panel is not the backdrop
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('while busy: spinner and busy label on a disabled confirm, nothing closes it', async () => {
    const { dialog, onClose, onConfirm } = renderDialog({ busy: true, busyLabel: 'Deleting...' });
    const confirm = within(dialog).getByRole('button', { name: 'Deleting...' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(confirm.querySelector('.animate-spin')).not.toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    pressEscape(dialog);
    fireEvent.click(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(confirm);
    expect(onClose).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps the confirm label while busy when no busy label is given', () => {
    const { dialog } = renderDialog({ busy: true });
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('puts focus on Cancel for a destructive action and on the confirm button otherwise', () => {
    const { dialog, unmount } = renderDialog();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    unmount();
    const primary = renderDialog({ tone: 'primary', title: 'Publish Form', confirmLabel: 'Publish', cancelLabel: 'Not now' });
    expect(within(primary.dialog).getByRole('button', { name: 'Publish' })).toHaveFocus();
    expect(within(primary.dialog).getByRole('button', { name: 'Not now' })).toBeInTheDocument();
  });

  it('renders nothing inside while closed and opens when asked', async () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <ConfirmDialog open={open} title="Reset" confirmLabel="Reset" onConfirm={() => setOpen(false)} onClose={() => setOpen(false)}>
            <p>Reset everything?</p>
          </ConfirmDialog>
        </>
      );
    }
    render(<Harness />);
    expect(screen.queryByText('Reset everything?')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByText('Reset everything?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByText('Reset everything?')).toBeNull();
  });
});
