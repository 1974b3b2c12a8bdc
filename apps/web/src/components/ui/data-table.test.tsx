import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';
import { photoColumn } from './photo-column';

interface Row {
  id: string;
  name: string;
  email: string;
}

const columns: DataTableColumn<Row>[] = [
  { header: 'Buyer Name', cell: (row) => row.name, phone: 'title' },
  { header: 'Buyer Email', cell: (row) => row.email },
];

describe('DataTable', () => {
  it('shows the column headers and one row per item, each value line labelled by its header on a phone', () => {
    render(
      <DataTable
        caption="All Buyers"
        columns={columns}
        rows={[
          { id: '1', name: 'Farhana Akter', email: 'farhana@phonehaat.test' },
          { id: '2', name: 'Arif Hossain', email: 'arif@phonehaat.test' },
        ]}
        getRowKey={(row) => row.id}
        emptyMessage="No buyers yet."
      />,
    );
    const table = screen.getByRole('table', { name: 'All Buyers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Buyer Name', 'Buyer Email']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [name, email] = within(rows[1] as HTMLElement).getAllByRole('cell');
    expect(name).toHaveAccessibleName('Arif Hossain');
    expect(email).toHaveAccessibleName('arif@phonehaat.test');
    // On a phone, where the header row is hidden, a value line shows its header from this attribute.
    expect(email).toHaveAttribute('data-label', 'Buyer Email');
    expect(screen.queryByText('No buyers yet.')).not.toBeInTheDocument();
  });

  it('says so when the list is empty', () => {
    render(
      <DataTable
        caption="All Buyers"
        columns={columns}
        rows={[]}
        getRowKey={(row) => row.id}
        emptyMessage="No buyers yet."
      />,
    );
    expect(screen.getByRole('cell', { name: 'No buyers yet.' })).toHaveAttribute('colspan', '2');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a loading indicator, not the empty message, while loading', () => {
    render(
      <DataTable
        caption="All Buyers"
        columns={columns}
        rows={undefined}
        isLoading
        getRowKey={(row) => row.id}
        emptyMessage="No buyers yet."
      />,
    );
    expect(screen.getByRole('table', { name: 'All Buyers' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading All Buyers');
    expect(screen.queryByText('No buyers yet.')).not.toBeInTheDocument();
  });

  it("draws a listing's photo column: the 320 px picture named by the listing, at the box's size, loaded late", () => {
    render(
      <DataTable
        caption="My Orders"
        columns={[
          photoColumn<Row>('Product Image', (row) => ({ src: `/api/images/${row.id}-640.webp`, name: row.name })),
          ...columns,
        ]}
        rows={[{ id: 'abc', name: 'Galaxy A54', email: 'farhana@phonehaat.test' }]}
        getRowKey={(row) => row.id}
        emptyMessage="No orders yet."
      />,
    );
    const photo = within(screen.getByRole('table', { name: 'My Orders' })).getByRole('img', { name: 'Galaxy A54' });
    expect(photo).toHaveAttribute('src', '/api/images/abc-320.webp');
    expect(photo).toHaveAttribute('width', '80');
    expect(photo).toHaveAttribute('height', '60');
    expect(photo).toHaveAttribute('loading', 'lazy');
  });
});
