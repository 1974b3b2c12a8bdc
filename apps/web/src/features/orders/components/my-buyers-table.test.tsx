import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MyBuyersTable } from './my-buyers-table';

describe('MyBuyersTable', () => {
  it('shows who bought which phone and how to reach them', () => {
    render(
      <MyBuyersTable
        rows={[
          {
            _id: 'pay1',
            device: 'iPhone 11 (64 GB)',
            buyer: 'Farhana Akter',
            email: 'farhana@phonehaat.test',
            buyerLocation: 'Dhanmondi 27',
            contact: '01711-111111',
          },
        ]}
        isLoading={false}
      />,
    );
    const table = screen.getByRole('table', { name: 'My Buyers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Sold Product', 'Buyer Name', 'Buyer Email', 'Buyer Location', 'Mobile Number']);
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((td) => td.textContent)).toEqual([
      'iPhone 11 (64 GB)',
      'Farhana Akter',
      'farhana@phonehaat.test',
      'Dhanmondi 27',
      '01711-111111',
    ]);
    expect(screen.getByRole('link', { name: '01711-111111' })).toHaveAttribute('href', 'tel:01711111111');
  });

  it('says so when nothing has been sold yet', () => {
    render(<MyBuyersTable rows={[]} isLoading={false} />);
    expect(screen.getByText(/Nobody has bought your phones yet/)).toBeInTheDocument();
  });
});
