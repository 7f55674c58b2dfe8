import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

function Opener({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Dialog
          title="Car listed"
          onClose={close}
          actions={
            <button type="button" onClick={close}>
              OK
            </button>
          }
        >
          <p>Find it in My products.</p>
        </Dialog>
      ) : null}
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its text, with focus moved in', async () => {
    const user = userEvent.setup();
    render(<Opener />);

    await user.click(screen.getByRole('button', { name: 'Open' }));

    const dialog = screen.getByRole('dialog', { name: 'Car listed' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Find it in My products.');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  });

  it('asks to close on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    const open = screen.getByRole('button', { name: 'Open' });

    await user.click(open);
    await user.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('stays open on Escape while it cannot be closed', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Dialog
        title="Deleting"
        closable={false}
        onClose={onClose}
        actions={<button disabled>Delete</button>}
      />,
    );

    await user.keyboard('{Escape}');

    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Deleting' })).toBeInTheDocument();
  });
});

describe('Dialog with a description', () => {
  it('is described by the description only, not by the form that follows it', () => {
    render(
      <Dialog
        title="Book 2018 Toyota Camry SE"
        description={<p>$12,500</p>}
        onClose={() => undefined}
        actions={<button type="button">Cancel</button>}
      >
        <label>
          Meeting location
          <input data-autofocus />
        </label>
      </Dialog>,
    );

    const dialog = screen.getByRole('dialog', { name: 'Book 2018 Toyota Camry SE' });
    expect(dialog).toHaveAccessibleDescription('$12,500');
    expect(screen.getByRole('textbox', { name: 'Meeting location' })).toHaveFocus();
  });
});
