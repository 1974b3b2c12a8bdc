import {
  CATEGORIES,
  isFiltered,
  PHONE_BRANDS,
  PRODUCT_CONDITIONS,
  SEARCH_SORTS,
  STORAGE_SIZES_GB,
  YEARS_OF_USE,
  type SearchQuery,
} from '@phonehaat/shared';
import { useId, useState, type FormEvent } from 'react';
import { formatDigits, toLatinDigits } from '@/i18n/format';
import { m } from '@/paraglide/messages.js';
import { loadSearchSchema, type SearchSchema } from '../load-search-schema';
import { problemText } from '../problems';
import { CONDITION_LABEL, formatSize, LISTING_TEXT, SORT_LABEL } from '../strings';

export interface SearchFiltersProps {
  /** The search in the URL now; the form starts from it. */
  value: Partial<SearchQuery>;
  /** A checked, complete search to put in the URL. */
  onSearch: (query: SearchQuery) => void;
  /** Back to everything (the URL without a query). */
  onClear: () => void;
  /** Whether to offer a category select (the search page) or not (a category page is one category). */
  withCategory?: boolean;
  /** What the text box searches, for its label: 'Search Android phones'. */
  searchLabel: string;
}

const fieldText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/** A price bound as typed, in Bengali or Latin digits. */
const priceText = (form: FormData, name: string) => {
  const value = fieldText(form, name);
  return value === undefined ? undefined : toLatinDigits(value);
};

/**
 * The search form of the category and search pages: text, price range in Taka, condition, years of use, location,
 * verified sellers, and the order. Nothing is fetched while typing (slow, metered connections): the search runs on
 * 'Search' or Enter, a new order at once. On a phone the filters fold away behind a button.
 */
export function SearchFilters({ value, onSearch, onClear, withCategory = false, searchLabel }: SearchFiltersProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const activeFilters = [
    value.minPrice !== undefined || value.maxPrice !== undefined,
    Boolean(value.condition?.length),
    value.maxYears !== undefined,
    Boolean(value.location),
    Boolean(value.verified),
    withCategory && value.category !== undefined,
    Boolean(value.brand),
    value.storage !== undefined,
  ].filter(Boolean).length;
  const [open, setOpen] = useState(activeFilters > 0);

  const read = (form: HTMLFormElement, schema: SearchSchema) => {
    const data = new FormData(form);
    return schema.safeParse({
      q: fieldText(data, 'q'),
      category: withCategory ? fieldText(data, 'category') : value.category,
      minPrice: priceText(data, 'minPrice'),
      maxPrice: priceText(data, 'maxPrice'),
      condition: data.getAll('condition').join(','),
      maxYears: fieldText(data, 'maxYears'),
      verified: data.get('verified') ? 'true' : undefined,
      location: fieldText(data, 'location'),
      brand: fieldText(data, 'brand'),
      storage: fieldText(data, 'storage'),
      sort: fieldText(data, 'sort'),
    });
  };

  const submit = async (form: HTMLFormElement) => {
    // The search's checks load with the first search sent (a page of cards does not build them as it opens).
    const schema = await loadSearchSchema().catch(() => undefined);
    if (!schema) {
      setError(m.error_connection());
      return;
    }
    const checked = read(form, schema);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? m.search_check_filters());
      return;
    }
    setError(null);
    onSearch(checked.data);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(event.currentTarget);
  };

  return (
    <form
      role="search"
      aria-label={searchLabel}
      onSubmit={onSubmit}
      noValidate
      className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 grow basis-60">
          <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-medium">
            {searchLabel}
          </label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            placeholder={m.search_placeholder()}
            defaultValue={value.q ?? ''}
            maxLength={100}
            className="input input-bordered w-full"
          />
        </div>
        <div className="basis-44 grow sm:grow-0">
          <label htmlFor={`${id}-sort`} className="mb-1 block text-sm font-medium">
            {m.search_sort_by()}
          </label>
          <select
            id={`${id}-sort`}
            name="sort"
            defaultValue={value.sort ?? 'newest'}
            className="select select-bordered w-full"
            // A new order is a new search at once: there is nothing else to fill in.
            onChange={(event) => event.currentTarget.form && void submit(event.currentTarget.form)}
          >
            {SEARCH_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABEL[sort]()}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary grow sm:grow-0 sm:px-8">
          {m.search_button()}
        </button>
      </div>

      <div className="mt-3 flex flex-wrap items-center gap-2 md:hidden">
        <button
          type="button"
          className="btn btn-outline btn-sm"
          aria-expanded={open}
          aria-controls={`${id}-filters`}
          onClick={() => setOpen((o) => !o)}
        >
          {open
            ? m.search_hide_filters()
            : activeFilters
              ? m.search_filters_count({ count: formatDigits(activeFilters) })
              : m.search_filters()}
        </button>
      </div>

      <fieldset
        id={`${id}-filters`}
        className={`${open ? 'grid' : 'hidden'} mt-4 gap-4 border-t border-base-300 pt-4 sm:grid-cols-2 md:grid md:grid-cols-3 lg:grid-cols-4`}
      >
        <legend className="sr-only">{m.search_filters()}</legend>
        {withCategory && (
          <div>
            <label htmlFor={`${id}-category`} className="mb-1 block text-sm font-medium">
              {m.product_category()}
            </label>
            <select
              id={`${id}-category`}
              name="category"
              defaultValue={value.category === undefined ? '' : String(value.category)}
              className="select select-bordered w-full"
            >
              <option value="">{m.search_all_categories()}</option>
              {CATEGORIES.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="grid grid-cols-2 gap-2">
          <div>
            <label htmlFor={`${id}-brand`} className="mb-1 block text-sm font-medium">
              {LISTING_TEXT.brand()}
            </label>
            <select
              id={`${id}-brand`}
              name="brand"
              defaultValue={value.brand ?? ''}
              className="select select-bordered w-full"
            >
              <option value="">{LISTING_TEXT.anyBrand()}</option>
              {/* A brand typed into the address that is not in the list still shows as chosen. */}
              {value.brand && !PHONE_BRANDS.includes(value.brand) && <option value={value.brand}>{value.brand}</option>}
              {PHONE_BRANDS.map((brand) => (
                <option key={brand} value={brand}>
                  {brand}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-storage`} className="mb-1 block text-sm font-medium">
              {LISTING_TEXT.storage()}
            </label>
            <select
              id={`${id}-storage`}
              name="storage"
              defaultValue={value.storage === undefined ? '' : String(value.storage)}
              className="select select-bordered w-full"
            >
              <option value="">{LISTING_TEXT.anyStorage()}</option>
              {STORAGE_SIZES_GB.map((gb) => (
                <option key={gb} value={gb}>
                  {formatSize(gb)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-2">
          <PriceInput id={`${id}-min`} name="minPrice" label={m.search_min_price()} value={value.minPrice} />
          <PriceInput id={`${id}-max`} name="maxPrice" label={m.search_max_price()} value={value.maxPrice} />
        </div>
        <fieldset>
          <legend className="mb-1 block text-sm font-medium">{m.product_condition()}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {PRODUCT_CONDITIONS.map((condition) => (
              <label key={condition} className="flex min-h-11 cursor-pointer items-center gap-2">
                <input
                  type="checkbox"
                  name="condition"
                  value={condition}
                  defaultChecked={value.condition?.includes(condition) ?? false}
                  className="checkbox checkbox-primary checkbox-sm"
                />
                {CONDITION_LABEL[condition]()}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={`${id}-years`} className="mb-1 block text-sm font-medium">
            {m.search_years()}
          </label>
          <select
            id={`${id}-years`}
            name="maxYears"
            defaultValue={value.maxYears === undefined ? '' : String(value.maxYears)}
            className="select select-bordered w-full"
          >
            <option value="">{m.search_any()}</option>
            {YEARS_OF_USE.map((years) => (
              <option key={years} value={years}>
                {years === 1
                  ? m.search_up_to_year({ years: formatDigits(years) })
                  : m.search_up_to_years({ years: formatDigits(years) })}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-location`} className="mb-1 block text-sm font-medium">
            {m.product_location()}
          </label>
          <input
            id={`${id}-location`}
            name="location"
            type="text"
            autoComplete="address-level2"
            placeholder={m.search_location_placeholder()}
            maxLength={60}
            defaultValue={value.location ?? ''}
            className="input input-bordered w-full"
          />
        </div>
        <label className="flex min-h-11 cursor-pointer items-center gap-2 self-end">
          <input
            type="checkbox"
            name="verified"
            value="true"
            defaultChecked={value.verified ?? false}
            className="checkbox checkbox-primary checkbox-sm"
          />
          {m.search_verified_only()}
        </label>
      </fieldset>

      {error && (
        <p role="alert" className="mt-3 text-sm text-error">
          {problemText(error)}
        </p>
      )}
      {isFiltered(value) && (
        <button type="button" className="btn btn-link btn-sm mt-2 px-0" onClick={onClear}>
          {m.search_clear_filters()}
        </button>
      )}
    </form>
  );
}

/** A price bound in whole Taka; empty means no bound. */
function PriceInput({ id, name, label, value }: { id: string; name: string; label: string; value?: number }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        // Text, not a number box: a number box empties itself of Bengali digits (৫০০০০), which are read here as 50000.
        type="text"
        inputMode="numeric"
        autoComplete="off"
        defaultValue={value === undefined ? '' : formatDigits(value)}
        className="input input-bordered w-full"
      />
    </div>
  );
}
