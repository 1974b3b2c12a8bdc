import { imageVariant } from '@/lib/image-url';
import type { DataTableColumn } from './data-table';

/**
 * A listing's photo as a table's first column: the 320 px variant in an 80 × 60 box, named by the listing, loaded when
 * it nears the screen.
 */
export function photoColumn<Row>(
  header: string,
  photo: (row: Row) => { src: string; name: string },
): DataTableColumn<Row> {
  return {
    header,
    phone: 'media',
    className: 'w-24',
    cell: (row) => {
      const { src, name } = photo(row);
      return (
        <img
          src={imageVariant(src, 320)}
          alt={name}
          width={80}
          height={60}
          loading="lazy"
          decoding="async"
          className="h-15 w-20 rounded-field bg-base-200 object-contain"
        />
      );
    },
  };
}
