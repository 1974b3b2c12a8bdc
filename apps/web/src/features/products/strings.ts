import {
  type IncludedItem,
  type ListingHoldReason,
  type PriceVerdict,
  type ProductCondition,
  type SearchSort,
} from '@phonehaat/shared';
import { formatDigits, formatMoney, formatNumber } from '@/i18n/format';
import { m } from '@/paraglide/messages.js';

/**
 * Every visible string of a listing's details, its price history and their form section, in one place for translation.
 * Messages are functions, read at render: the language can change while the page is open.
 */
export const LISTING_TEXT = {
  detailsLegend: m.listing_details_legend,
  detailsHint: m.listing_details_hint,
  brand: m.listing_brand,
  brandHint: m.listing_brand_hint,
  anyBrand: m.listing_any_brand,
  model: m.listing_model,
  modelHint: m.listing_model_hint,
  storage: m.listing_storage,
  anyStorage: m.listing_any_storage,
  ram: m.listing_ram,
  notSaid: m.listing_not_said,
  colour: m.listing_colour,
  batteryHealth: m.listing_battery_health,
  batteryHealthHint: m.listing_battery_health_hint,
  includes: m.listing_includes,
  warranty: m.listing_warranty,
  warrantyHint: () => m.listing_warranty_hint({ zero: formatDigits(0) }),
  description: m.listing_description,
  descriptionHint: (used: number, max: number) =>
    m.listing_description_hint({ used: formatNumber(used), max: formatNumber(max) }),
  includedItem: {
    box: m.listing_included_box,
    charger: m.listing_included_charger,
    receipt: m.listing_included_receipt,
  } satisfies Record<IncludedItem, () => string>,
  detailsHeading: m.listing_details_heading,
  descriptionHeading: m.listing_description_heading,
  specBrandModel: m.listing_model,
  specMemory: m.listing_spec_memory,
  specBattery: m.listing_spec_battery,
  specIncludes: m.listing_includes,
  specWarranty: m.listing_spec_warranty,
  nothingIncluded: m.listing_nothing_included,
  months: (n: number) =>
    n === 0
      ? m.listing_months_none()
      : n === 1
        ? m.listing_months_one({ count: formatNumber(n) })
        : m.listing_months_other({ count: formatNumber(n) }),
  memory: (storageGb: number | null, ramGb: number | null) =>
    [
      storageGb === null ? null : formatSize(storageGb),
      ramGb === null ? null : m.listing_memory_ram({ size: formatSize(ramGb) }),
    ]
      .filter(Boolean)
      .join(' · '),
  priceDropped: (by: number) => m.listing_price_dropped({ amount: formatMoney(by) }),
  historyHeading: m.listing_history_heading,
  historyNow: m.listing_history_now,
  editTitle: m.listing_edit_title,
  editSave: m.listing_edit_save,
  editSaved: m.listing_edit_saved,
  editLink: m.listing_edit_link,
  editLinkLabel: (name: string) => m.listing_edit_link_label({ name }),
  currentPhotos: m.listing_current_photos,
  currentPhotosHint: m.listing_current_photos_hint,
  moveEarlier: (n: number) => m.listing_move_earlier({ n: formatNumber(n) }),
  removePhoto: (n: number) => m.listing_remove_photo({ n: formatNumber(n) }),
  earlier: m.listing_earlier,
  remove: m.listing_remove,
  addPhotos: m.listing_add_photos,
  cover: m.listing_cover,
  notFound: m.listing_not_found,
  soldNoEdit: m.listing_sold_no_edit,
  tooManyPhotos: (max: number) => m.listing_too_many_photos({ max: formatNumber(max) }),
  loading: m.listing_loading,
} as const;

/** A phone held for a buyer whose deal the seller accepted (issue 15). */
export const RESERVED = m.product_reserved;
export const RESERVED_NOTE = m.product_reserved_note;

/** Latin digits in a text (an IMEI's last four, a rating) written in the person's digits. */
export const localDigits = (text: string) => text.replace(/[0-9]/g, (digit) => formatDigits(Number(digit)));

/** '128 GB' / '১২৮ জিবি', '1 TB' / '১ টিবি' (packages/shared formatGb, per language). */
export const formatSize = (gb: number) =>
  gb >= 1024 && gb % 1024 === 0
    ? m.listing_size_tb({ size: formatNumber(gb / 1024) })
    : m.listing_size_gb({ size: formatNumber(gb) });

/** The spec's conditions are values on the wire; their labels are words in the person's language. */
export const CONDITION_LABEL: Record<ProductCondition, () => string> = {
  Excellent: m.product_condition_excellent,
  Good: m.product_condition_good,
  Fair: m.product_condition_fair,
};

/** 'Product used for 2 years' (spec §2, packages/shared usedForText), per language. */
export const usedFor = (years: number) =>
  years > 1
    ? m.product_used_for_other({ years: formatNumber(years) })
    : m.product_used_for_one({ years: formatNumber(years) });

/** The search orders' names (packages/shared SEARCH_SORT_LABELS), per language. */
export const SORT_LABEL: Record<SearchSort, () => string> = {
  newest: m.search_sort_newest,
  'price-asc': m.search_sort_price_asc,
  'price-desc': m.search_sort_price_desc,
};

/** Why buyers cannot see a listing (packages/shared LISTING_HOLD_TEXT), per language. */
export const HOLD_TEXT: Record<ListingHoldReason, () => string> = {
  stolen: m.listing_hold_stolen,
  reports: m.listing_hold_reports,
  suspended: m.listing_hold_suspended,
};

/** The fair-price hint (issue 16 item 4), as packages/shared priceVerdictText and priceHintBasis word it in English. */
export const PRICE_HINT_TEXT = {
  label: m.price_hint_label,
  /** The seller's line before the phone is named, and when too few like it are known. */
  sellerPrompt: m.price_hint_seller_prompt,
  tooFew: m.price_hint_too_few,
  breakdown: (listed: number, sold: number) =>
    m.price_hint_breakdown({ listed: formatNumber(listed), sold: formatNumber(sold), days: formatNumber(90) }),
  /** '8% below the usual price', 'About the usual price', '12% above the usual price'. */
  verdict: ({ percent, verdict }: { percent: number; verdict: PriceVerdict }) => {
    if (verdict === 'about') return m.price_verdict_about();
    const amount = formatNumber(Math.abs(percent));
    return verdict === 'below'
      ? m.price_verdict_below({ percent: amount })
      : m.price_verdict_above({ percent: amount });
  },
  /** 'usual price of 7 Samsung Galaxy A52 128 GB in Good condition: 21,500 tk'. */
  basis: (hint: {
    comparables: number;
    brand: string;
    model: string;
    storageGb: number;
    condition: ProductCondition;
    usualPrice: number;
  }) =>
    m.price_hint_basis({
      count: formatNumber(hint.comparables),
      phone: `${hint.brand} ${hint.model} ${formatSize(hint.storageGb)}`,
      condition: CONDITION_LABEL[hint.condition](),
      price: formatMoney(hint.usualPrice),
    }),
};
