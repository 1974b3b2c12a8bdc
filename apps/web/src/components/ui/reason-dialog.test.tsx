import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ReasonDialog, type ReasonDialogProps } from './reason-dialog';

type Options = Partial<Pick<ReasonDialogProps, 'required' | 'initialValue' | 'pending' | 'error'>>;

/** A button that asks why before blocking someone, and writes down the answer. */
function BlockButton(options: Options) {
  const [asking, setAsking] = useState(false);
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button type="button" onClick={() => setAsking(true)}>
        Block Rina
      </button>
      <output>{answer}</output>
      {asking && (
        <ReasonDialog
          title="Block Rina?"
          description="She can no longer message you."
          label="Why?"
          maxLength={20}
          submitLabel="Block"
          tone="danger"
          {...options}
          onSubmit={(reason) => {
            setAnswer(`blocked: "${reason}"`);
            setAsking(false);
          }}
          onCancel={() => {
            setAnswer('cancelled');
            setAsking(false);
          }}
        />
      )}
    </>
  );
}

async function openDialog(options: Options = {}) {
  const user = userEvent.setup();
  render(<BlockButton {...options} />);
  await user.click(screen.getByRole('button', { name: 'Block Rina' }));
  return user;
}

describe('ReasonDialog', () => {
  it('asks in an alert dialog named and described by its words, with focus in the reason', async () => {
    await openDialog();
    const dialog = screen.getByRole('alertdialog', { name: 'Block Rina?' });
    expect(dialog).toHaveAccessibleDescription('She can no longer message you.');
    expect(screen.getByRole('textbox', { name: 'Why?' })).toHaveFocus();
  });

  it('counts the characters as they are typed, and sends the trimmed reason', async () => {
    const user = await openDialog();
    const reason = screen.getByRole('textbox', { name: 'Why?' });
    expect(reason).toHaveAccessibleDescription('0 / 20');
    await user.type(reason, ' Spam links ');
    expect(screen.getByText('12 / 20')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(screen.getByRole('status')).toHaveTextContent('blocked: "Spam links"');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps a required reason from being sent empty or as spaces', async () => {
    const user = await openDialog({ required: true });
    const block = screen.getByRole('button', { name: 'Block' });
    expect(block).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Why?' }), '   ');
    expect(block).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Why?' }), 'Spam');
    expect(block).toBeEnabled();
  });

  it('sends an optional reason left empty as no words', async () => {
    const user = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(screen.getByRole('status')).toHaveTextContent('blocked: ""');
  });

  it('keeps a reason longer than the most allowed from being sent, and says how long it is', async () => {
    await openDialog({ initialValue: 'Twenty-one characters' });
    expect(screen.getByText('21 / 20')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Block' })).toBeDisabled();
  });

  it('shows what is wrong, and holds submit while the answer is on its way', async () => {
    await openDialog({ error: 'Write a few words.', pending: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Write a few words.');
    expect(screen.getByRole('button', { name: 'Block' })).toBeDisabled();
  });

  it('closes on Cancel without sending, giving focus back to the opener', async () => {
    const user = await openDialog({ required: true });
    await user.type(screen.getByRole('textbox', { name: 'Why?' }), 'Spam');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('status')).toHaveTextContent('cancelled');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Block Rina' })).toHaveFocus();
  });

  it('closes on Escape without sending', async () => {
    const user = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('status')).toHaveTextContent('cancelled');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
