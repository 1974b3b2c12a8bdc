import type { Listing } from '@phonehaat/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatMoney } from '@/i18n/format';
import { imageSrcSet } from '@/lib/image-url';
import { m } from '@/paraglide/messages.js';

/**
 * Other phones as small tiles that open their listing: the picture, the name and the resale price, two columns on a
 * phone and four from md up. `markReserved` adds the badge of a phone a buyer's accepted deal holds.
 */
export function PhoneTiles({ phones, markReserved = false }: { phones: readonly Listing[]; markReserved?: boolean }) {
  return (
    <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
      {phones.map((phone) => (
        <li key={phone._id}>
          <Link
            to={paths.product(phone._id)}
            className="block h-full overflow-hidden rounded-box border border-base-300 bg-base-100 hover:border-primary"
          >
            <img
              src={phone.picture}
              srcSet={imageSrcSet(phone.picture)}
              sizes="(min-width: 768px) 25vw, 50vw"
              alt=""
              width={640}
              height={480}
              loading="lazy"
              decoding="async"
              className="aspect-[4/3] w-full bg-base-200 object-contain"
            />
            <span className="block p-3">
              <span className="line-clamp-2 font-semibold">{phone.name}</span>
              <span className="mt-1 block font-bold text-primary">{formatMoney(phone.resalePrice)}</span>
              {markReserved && phone.reserved && (
                <span className="badge badge-warning badge-sm mt-1">{m.product_reserved()}</span>
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
