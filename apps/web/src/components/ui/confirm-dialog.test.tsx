import { CONFIRM } from '@phonehaat/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useConfirm } from './use-confirm';

/** A delete button that asks first, and writes down the answer. */
function DeleteButton() {
  const { confirm, dialog } = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button
        type="button"
        onClick={async () => {
          const yes = await confirm({ message: CONFIRM.deleteProduct, confirmLabel: 'Delete', tone: 'danger' });
          setAnswer(yes ? 'yes' : 'no');
        }}
      >
        Delete iPhone 11
      </button>
      <output>{answer}</output>
      {dialog}
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<DeleteButton />);
  await user.click(screen.getByRole('button', { name: 'Delete iPhone 11' }));
  return user;
}

describe('useConfirm', () => {
  it('asks the question in a dialog named by it, with focus on Cancel', async () => {
    await openDialog();
    const dialog = screen.getByRole('alertdialog', { name: 'Do you want to delete it?' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('answers yes on the confirm button and closes, giving focus back to the opener', async () => {
    const user = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('status')).toHaveTextContent('yes');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete iPhone 11' })).toHaveFocus();
  });

  it('answers no on Cancel', async () => {
    const user = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('status')).toHaveTextContent('no');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('answers no on Escape', async () => {
    const user = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('status')).toHaveTextContent('no');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
