import { COMPANY, formatTaka, formatTk, type Listing } from '@phonehaat/shared';
import type { Locale } from '@phonehaat/shared';
import { shareImageUrl } from '../images/images.service.js';

/** Open Graph's name of each language of the page (language_TERRITORY). */
const OG_LOCALE: Record<Locale, string> = { en: 'en_US', bn: 'bn_BD' };

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** JSON inside <script>: nothing in it can close the element or start a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('>', '\\u003e').replaceAll('&', '\\u0026');

/** The sentence a link preview shows under the listing's name. */
export function listingDescription(listing: Listing): string {
  const seller = `${listing.Seller}${listing.isSellerVerified ? ' (Verified seller)' : ''}`;
  const facts = [
    formatTk(listing.resalePrice),
    `${listing.productCondition} condition`,
    `used ${listing.yearOfUse} ${listing.yearOfUse === 1 ? 'year' : 'years'}`,
    listing.location,
    `posted by ${seller}`,
  ].join(' · ');
  return listing.isProductPurchased ? `Sold. ${facts}` : facts;
}

/**
 * The head of a listing's public page: what Facebook, Messenger and WhatsApp show for a shared link (Open Graph and
 * Twitter card, the photo as a JPEG), the canonical address, and the listing as a schema.org Product with its Offer.
 * `origin` is the site's address ('https://phonehaat.com.bd'); `locale` the language the page is drawn in (the preview's
 * text stays English, the spec's; og:locale says which page it is).
 */
export function listingHead(
  listing: Listing,
  origin: string,
  locale: Locale = 'en',
): { title: string; description: string; head: string } {
  const url = `${origin}/product/${listing._id}`;
  const title = `${listing.name} · ${COMPANY.name}`;
  const description = listingDescription(listing);
  const image = `${origin}${shareImageUrl(listing.picture)}`;
  const meta = (attr: 'property' | 'name', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: listing.name,
    description,
    image: listing.photos.map((photo) => `${origin}${shareImageUrl(photo)}`),
    url,
    // What the seller said about the phone (issue 16), only when they said it.
    ...(listing.brand ? { brand: { '@type': 'Brand', name: listing.brand } } : {}),
    ...(listing.model ? { model: listing.model } : {}),
    ...(listing.colour ? { color: listing.colour } : {}),
    offers: {
      '@type': 'Offer',
      price: formatTaka(listing.resalePrice).replaceAll(',', ''),
      priceCurrency: 'BDT',
      itemCondition: 'https://schema.org/UsedCondition',
      availability: listing.isProductPurchased ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      url,
      seller: { '@type': 'Person', name: listing.Seller },
    },
  };
  const head = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', COMPANY.name),
    meta('property', 'og:locale', OG_LOCALE[locale]),
    meta('property', 'og:locale:alternate', OG_LOCALE[locale === 'en' ? 'bn' : 'en']),
    meta('property', 'og:title', listing.name),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/jpeg'),
    meta('property', 'og:image:alt', listing.name),
    meta('property', 'product:price:amount', String(listing.resalePrice)),
    meta('property', 'product:price:currency', 'BDT'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', listing.name),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    `<script type="application/ld+json">${scriptJson(product)}</script>`,
  ].join('\n    ');
  return { title: escapeHtml(title), description: escapeHtml(description), head };
}

/** The page data for React, as a JSON block (not run: the CSP allows no inline script). */
export const pageDataScript = (id: string, data: unknown) =>
  `<script type="application/json" id="${id}">${scriptJson(data)}</script>`;
