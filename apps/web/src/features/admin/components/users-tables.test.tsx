import { CONFIRM } from '@phonehaat/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { BuyersTable, SellersTable } from './users-tables';

const active = { suspended: false, suspensionReason: null };

describe('admin user tables', () => {
  it('asks before deleting a buyer, and deletes only on yes', async () => {
    const onDelete = vi.fn();
    renderWithProviders(
      <BuyersTable
        rows={[{ _id: 'b1', name: 'Farhana Akter', email: 'f@x.com', ...active }]}
        isLoading={false}
        onDelete={onDelete}
        onSuspension={vi.fn()}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Buyer Name' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Farhana Akter' }));
    expect(screen.getByText(CONFIRM.deleteBuyer)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Farhana Akter' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith('b1');
  });

  it("shows Verify for an unverified seller and 'Verified' for a verified one", async () => {
    const onVerify = vi.fn();
    renderWithProviders(
      <SellersTable
        rows={[
          { _id: 's1', name: 'Tanvir Hasan', email: 't@x.com', verified: false, ...active },
          { _id: 's2', name: 'Rahim Uddin', email: 'r@x.com', verified: true, ...active },
        ]}
        isLoading={false}
        onVerify={onVerify}
        onDelete={vi.fn()}
        onSuspension={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Verify Tanvir Hasan' }));
    expect(onVerify).toHaveBeenCalledWith('s1');
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify Rahim Uddin' })).toBeNull();
  });

  it('disables the buttons of every row whose action is in flight, not only the last one pressed', () => {
    renderWithProviders(
      <SellersTable
        rows={[
          { _id: 's1', name: 'Tanvir Hasan', email: 't@x.com', verified: false, ...active },
          { _id: 's2', name: 'Nusrat Jahan', email: 'n@x.com', verified: false, ...active },
          { _id: 's3', name: 'Rahim Uddin', email: 'r@x.com', verified: false, ...active },
        ]}
        isLoading={false}
        busyIds={['s1', 's2']}
        onVerify={vi.fn()}
        onDelete={vi.fn()}
        onSuspension={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Verify Tanvir Hasan' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Tanvir Hasan' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Nusrat Jahan' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Verify Rahim Uddin' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete Rahim Uddin' })).toBeEnabled();
  });

  it('says so when there are no sellers', () => {
    renderWithProviders(
      <SellersTable rows={[]} isLoading={false} onVerify={vi.fn()} onDelete={vi.fn()} onSuspension={vi.fn()} />,
    );
    expect(screen.getByText('No sellers have registered yet.')).toBeInTheDocument();
  });

  it('says so when there are no buyers', () => {
    renderWithProviders(<BuyersTable rows={[]} isLoading={false} onDelete={vi.fn()} onSuspension={vi.fn()} />);
    expect(screen.getByText('No buyers have registered yet.')).toBeInTheDocument();
  });

  it('suspends only with a reason, shows a suspension with its reason, and lifts it after asking', async () => {
    const onSuspension = vi.fn();
    renderWithProviders(
      <SellersTable
        rows={[
          { _id: 's1', name: 'Tanvir Hasan', email: 't@x.com', verified: true, ...active },
          {
            _id: 's2',
            name: 'Rahim Uddin',
            email: 'r@x.com',
            verified: false,
            suspended: true,
            suspensionReason: 'Asked for advance payment.',
          },
        ]}
        isLoading={false}
        onVerify={vi.fn()}
        onDelete={vi.fn()}
        onSuspension={onSuspension}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Account' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Suspend Tanvir Hasan' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Suspend Tanvir Hasan?' });
    const suspend = within(dialog).getByRole('button', { name: 'Suspend' });
    expect(suspend).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Why\?/ }), '   ');
    expect(suspend).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Why\?/ }), ' Sold a stolen phone. ');
    await userEvent.click(suspend);
    expect(onSuspension).toHaveBeenCalledWith({ id: 's1', name: 'Tanvir Hasan', reason: 'Sold a stolen phone.' });
    expect(screen.queryByRole('alertdialog')).toBeNull();

    expect(screen.getByText('Suspended')).toBeInTheDocument();
    expect(screen.getByText('Reason: Asked for advance payment.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend Rahim Uddin' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Lift the suspension of Rahim Uddin' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSuspension).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Lift the suspension of Rahim Uddin' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lift suspension' }));
    expect(onSuspension).toHaveBeenLastCalledWith({ id: 's2', name: 'Rahim Uddin' });
  });
});
