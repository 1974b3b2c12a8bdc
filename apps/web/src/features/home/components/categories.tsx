import { CATEGORIES, type CategoryId } from '@phonehaat/shared';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon } from '@/components/ui/icons';
import { AndroidIcon, AppleIcon, KaiOSIcon } from '@/components/ui/icons/platforms';
import { paths } from '@/config/paths';
import { formatNumber } from '@/i18n/format';
import { m } from '@/paraglide/messages.js';

const details: Record<CategoryId, { Icon: ComponentType<SVGProps<SVGSVGElement>>; blurb: () => string }> = {
  1: { Icon: AndroidIcon, blurb: m.home_category_android },
  2: { Icon: AppleIcon, blurb: m.home_category_iphone },
  3: { Icon: KaiOSIcon, blurb: m.home_category_kaios },
};

/** The three static categories of spec §2, each with its icon and an 'Explore Products' link. */
export function Categories() {
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4 py-12 md:px-6 md:py-16">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="categories-heading" className="text-3xl font-extrabold tracking-tight text-secondary md:text-4xl">
          {m.home_categories_heading()}
        </h2>
        <p className="mt-3 text-muted md:text-lg">
          {m.home_categories_intro({ count: formatNumber(CATEGORIES.length) })}
        </p>
      </div>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {CATEGORIES.map((category) => {
          const { Icon, blurb } = details[category.id];
          const headingId = `category-${category.slug}`;
          return (
            <li
              key={category.id}
              className="card border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-md"
            >
              <div className="card-body items-start gap-3 p-6">
                <span className="grid size-14 place-items-center rounded-2xl bg-primary/10 text-primary">
                  <Icon className="size-8" />
                </span>
                <h3 id={headingId} className="card-title text-xl text-secondary">
                  {category.name}
                </h3>
                <p className="text-muted">{blurb()}</p>
                <Link
                  to={paths.category(category.id)}
                  aria-describedby={headingId}
                  className="btn btn-primary btn-outline mt-2 gap-2"
                >
                  {m.home_explore_products()}
                  <ArrowRightIcon className="size-4" />
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
