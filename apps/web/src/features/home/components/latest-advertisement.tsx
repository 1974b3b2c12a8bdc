import { CAROUSEL, type AdvertisedProduct } from '@phonehaat/shared';
import { Link } from 'react-router';
import { Carousel } from '@/components/ui/carousel';
import { ArrowRightIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { formatMoney } from '@/i18n/format';
import { m } from '@/paraglide/messages.js';

function AdvertisementSlide({ product }: { product: AdvertisedProduct }) {
  return (
    <Link
      to={paths.product(product._id)}
      className="group grid h-full items-center gap-4 rounded-box bg-base-100 p-4 pb-12 md:grid-cols-2 md:gap-8 md:p-6 md:pb-12"
    >
      <span className="block aspect-[4/3] overflow-hidden rounded-field bg-base-200">
        <img
          src={product.picture}
          alt={product.name}
          width={640}
          height={480}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-contain transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </span>
      <span className="block px-1 md:px-0">
        <span className="badge badge-accent badge-sm font-semibold">{m.home_ads_badge()}</span>
        <span className="mt-2 line-clamp-2 min-h-[3.5rem] text-xl font-bold text-secondary md:min-h-0 md:text-2xl">
          {product.name}
        </span>
        <span className="mt-1 block text-lg font-semibold text-primary">{formatMoney(product.resalePrice)}</span>
        <span className="mt-4 inline-flex items-center gap-1 font-semibold text-primary group-hover:underline">
          {m.home_ads_view()}
          <ArrowRightIcon className="size-4" />
        </span>
      </span>
    </Link>
  );
}

/**
 * 'Latest Advertisement' (spec §2): nothing at all while the list is empty; otherwise one phone at a time,
 * looping, 2500 ms autoplay, each with its picture and name.
 */
export function LatestAdvertisement({ products }: { products: readonly AdvertisedProduct[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="latest-ads-heading" className="bg-base-200">
      <div className="mx-auto max-w-7xl px-4 py-12 md:px-6 md:py-16">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="latest-ads-heading" className="text-3xl font-extrabold tracking-tight text-secondary md:text-4xl">
            {m.home_ads_heading()}
          </h2>
          <p className="mt-3 text-muted md:text-lg">{m.home_ads_intro()}</p>
        </div>
        <Carousel
          label={m.home_ads_label()}
          items={products}
          getKey={(product) => product._id}
          renderSlide={(product) => <AdvertisementSlide product={product} />}
          autoplayMs={CAROUSEL.adsAutoplayMs}
          loop
          className="mx-auto mt-10 max-w-4xl overflow-hidden rounded-box border border-base-300 shadow-sm"
          arrowsClassName="top-[calc(1rem+0.375*(100vw-4rem))] md:top-1/2"
        />
      </div>
    </section>
  );
}
