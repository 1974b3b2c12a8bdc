import { CONFIRM } from '@phonehaat/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { BuyersTable, SellersTable } from './users-tables';

describe('admin user tables', () => {
  it('asks before deleting a buyer, and deletes only on yes', async () => {
    const onDelete = vi.fn();
    renderWithProviders(
      <BuyersTable
        rows={[{ _id: 'b1', name: 'Farhana Akter', email: 'f@x.com' }]}
        isLoading={false}
        onDelete={onDelete}
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
          { _id: 's1', name: 'Tanvir Hasan', email: 't@x.com', verified: false },
          { _id: 's2', name: 'Rahim Uddin', email: 'r@x.com', verified: true },
        ]}
        isLoading={false}
        onVerify={onVerify}
        onDelete={vi.fn()}
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
          { _id: 's1', name: 'Tanvir Hasan', email: 't@x.com', verified: false },
          { _id: 's2', name: 'Nusrat Jahan', email: 'n@x.com', verified: false },
          { _id: 's3', name: 'Rahim Uddin', email: 'r@x.com', verified: false },
        ]}
        isLoading={false}
        busyIds={['s1', 's2']}
        onVerify={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Verify Tanvir Hasan' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Tanvir Hasan' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Nusrat Jahan' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Verify Rahim Uddin' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete Rahim Uddin' })).toBeEnabled();
  });

  it('says so when there are no sellers', () => {
    renderWithProviders(<SellersTable rows={[]} isLoading={false} onVerify={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.getByText('No sellers have registered yet.')).toBeInTheDocument();
  });

  it('says so when there are no buyers', () => {
    renderWithProviders(<BuyersTable rows={[]} isLoading={false} onDelete={vi.fn()} />);
    expect(screen.getByText('No buyers have registered yet.')).toBeInTheDocument();
  });
});
