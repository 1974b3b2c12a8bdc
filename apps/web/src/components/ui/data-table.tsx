import type { Key, ReactNode } from 'react';
import { m } from '@/paraglide/messages.js';

export interface DataTableColumn<Row> {
  /** The column's header, as the spec words it ('Product Name', 'Sale Status'...). */
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /** Extra classes for this column's cells, e.g. 'w-24' or 'text-right'. */
  className?: string;
  /**
   * On a phone each row becomes a card of 'header: value' lines. `media` (a picture) goes top left without a label,
   * `title` is the card's heading line, beside the media, without a label.
   */
  phone?: 'media' | 'title';
}

export interface DataTableProps<Row> {
  /** The table's accessible name (a visually hidden caption), e.g. 'My Products'. */
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[] | undefined;
  getRowKey: (row: Row) => Key;
  isLoading?: boolean;
  /** Shown instead of rows when the list is empty, e.g. 'You have not listed any phones yet.' */
  emptyMessage: ReactNode;
  className?: string;
}

/**
 * The dashboard's tables (My Products, Reported Items, ...). From `sm` up a plain table; on a phone (360 px)
 * each row is a card with every value under its column header, so nothing scrolls sideways. The explicit ARIA roles
 * keep table semantics when CSS turns the rows into cards (some browsers drop them on `display: block`).
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  getRowKey,
  isLoading = false,
  emptyMessage,
  className = '',
}: DataTableProps<Row>) {
  const list = rows ?? [];
  const showLoading = isLoading && list.length === 0;
  return (
    <div
      className={`rounded-box border border-base-300 bg-base-100 max-sm:border-0 max-sm:bg-transparent ${className}`}
    >
      <table role="table" className="table max-sm:block" aria-busy={isLoading || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="max-sm:sr-only">
          <tr role="row" className="bg-base-200 text-sm text-secondary">
            {columns.map((column) => (
              <th key={column.header} role="columnheader" scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-sm:flex max-sm:flex-col max-sm:gap-3">
          {showLoading ? (
            <SkeletonRows caption={caption} columns={columns} />
          ) : list.length === 0 ? (
            <tr role="row" className="max-sm:block">
              <td
                role="cell"
                colSpan={columns.length}
                className="py-10 text-center text-muted max-sm:block max-sm:rounded-box max-sm:border max-sm:border-base-300 max-sm:bg-base-100"
              >
                {emptyMessage}
              </td>
            </tr>
          ) : (
            list.map((row, index) => (
              <tr key={getRowKey(row)} role="row" className={`align-middle hover:bg-base-200/60 ${rowClass}`}>
                {columns.map((column) => (
                  <td
                    key={column.header}
                    role="cell"
                    data-label={column.header}
                    data-phone={column.phone ?? 'label'}
                    className={`${column.className ?? ''} ${phoneCell[column.phone ?? 'label']}`}
                  >
                    {column.cell(row, index)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** How many rows stand for the first page while it loads. */
const SKELETON_ROWS = 3;

/**
 * The table's place while its rows load (issue 22): rows (cards on a phone) of the real shape, the picture and every
 * value as a grey bar, marked as a page still on its way (the footer waits, styles/index.css). The first cell carries
 * the status a screen reader hears ('Loading My Orders').
 */
function SkeletonRows<Row>({ caption, columns }: { caption: string; columns: readonly DataTableColumn<Row>[] }) {
  return Array.from({ length: SKELETON_ROWS }, (_, row) => (
    <tr key={row} role="row" data-page-pending="" className={`align-middle ${rowClass}`}>
      {columns.map((column, index) => {
        const phone = column.phone ?? 'label';
        const bar =
          phone === 'media' ? (
            <div aria-hidden="true" className="skeleton h-15 w-20 rounded-field" />
          ) : (
            <div aria-hidden="true" className={`skeleton h-4 ${phone === 'title' ? 'w-40' : 'w-20'} max-w-full`} />
          );
        return (
          <td
            key={column.header}
            role="cell"
            data-label={column.header}
            data-phone={phone}
            className={`${column.className ?? ''} ${phoneCell[phone]}`}
          >
            {row === 0 && index === 0 ? (
              <div role="status">
                <span className="sr-only">{m.ui_loading_table({ caption })}</span>
                {bar}
              </div>
            ) : (
              bar
            )}
          </td>
        );
      })}
    </tr>
  ));
}

/** A row of data; on a phone a card. */
const rowClass =
  'max-sm:grid max-sm:grid-cols-[auto_minmax(0,1fr)] max-sm:gap-x-3 max-sm:rounded-box max-sm:border max-sm:border-base-300 max-sm:bg-base-100 max-sm:p-3 max-sm:shadow-sm';

/**
 * Table cells carry a bottom border (daisyUI); on a phone the label lines carry a top one instead. On a phone, where
 * the header row is only visually hidden, a value line shows its column's header as generated content with empty
 * alternative text (`content: attr(data-label) / ""`): seen, but not read twice, since screen readers already
 * announce the real header.
 */
const phoneCell = {
  media: 'max-sm:block max-sm:border-b-0 max-sm:p-0 max-sm:pb-2',
  title:
    'max-sm:col-span-2 max-sm:self-center max-sm:border-b-0 max-sm:px-0 max-sm:py-1 max-sm:text-base max-sm:font-semibold max-sm:text-secondary max-sm:[td[data-phone=media]+&]:col-span-1 max-sm:[td[data-phone=media]+&]:pb-3',
  label:
    'max-sm:col-span-2 max-sm:flex max-sm:min-h-11 max-sm:items-center max-sm:justify-between max-sm:gap-4 max-sm:border-t max-sm:border-b-0 max-sm:border-base-200 max-sm:px-0 max-sm:py-1.5 max-sm:text-right max-sm:before:text-left max-sm:before:text-sm max-sm:before:font-medium max-sm:before:text-muted max-sm:before:content-[attr(data-label)_/_""]',
} as const;
