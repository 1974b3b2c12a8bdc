/**
 * The phones sold in Bangladesh, brand by brand with their common models, for Add Product's brand and model typeahead
 * and the search's brand filter. A seller may still type a brand or model that is missing here.
 */
export const PHONE_CATALOGUE: Readonly<Record<string, readonly string[]>> = {
  Samsung: [
    'Galaxy S24 Ultra',
    'Galaxy S24',
    'Galaxy S23 Ultra',
    'Galaxy S23',
    'Galaxy S22',
    'Galaxy S21 FE',
    'Galaxy Z Flip5',
    'Galaxy Z Fold5',
    'Galaxy A55',
    'Galaxy A54',
    'Galaxy A35',
    'Galaxy A34',
    'Galaxy A25',
    'Galaxy A24',
    'Galaxy A15',
    'Galaxy A14',
    'Galaxy A05s',
    'Galaxy A05',
    'Galaxy A52',
    'Galaxy A32 5G',
    'Galaxy M34',
    'Galaxy M14',
    'Galaxy Tab A9',
    'Galaxy Tab S9 FE',
  ],
  Xiaomi: [
    'Redmi Note 13 Pro',
    'Redmi Note 13',
    'Redmi Note 12 Pro',
    'Redmi Note 12',
    'Redmi Note 11',
    'Redmi 13C',
    'Redmi 12',
    'Redmi 12C',
    'Redmi A3',
    'Redmi A2+',
    'POCO X6 Pro',
    'POCO X6',
    'POCO X5 Pro',
    'POCO F5',
    'POCO M6 Pro',
    'POCO C65',
    'Xiaomi 14',
    'Xiaomi 13T',
    'Redmi Pad SE',
  ],
  realme: [
    'realme 12 Pro+',
    'realme 12',
    'realme 11',
    'realme C67',
    'realme C55',
    'realme C53',
    'realme C51',
    'realme Note 50',
    'realme narzo 60',
  ],
  OPPO: ['Reno11', 'Reno10', 'Reno8 T', 'A98', 'A79', 'A78', 'A58', 'A38', 'A18', 'A17k', 'F25 Pro'],
  vivo: ['V30', 'V29', 'V27', 'Y100', 'Y36', 'Y27', 'Y17s', 'Y03', 'T2x'],
  Apple: [
    'iPhone 15 Pro Max',
    'iPhone 15 Pro',
    'iPhone 15',
    'iPhone 14 Pro Max',
    'iPhone 14 Pro',
    'iPhone 14',
    'iPhone 13 Pro Max',
    'iPhone 13 Pro',
    'iPhone 13',
    'iPhone 12 Pro',
    'iPhone 12',
    'iPhone 11 Pro',
    'iPhone 11',
    'iPhone XR',
    'iPhone SE (2022)',
    'iPad 9th Gen',
    'iPad 10th Gen',
    'iPad Air (5th Gen)',
  ],
  Infinix: ['Note 40 Pro', 'Note 40', 'Note 30', 'Hot 40 Pro', 'Hot 40i', 'Hot 30', 'Smart 8', 'Zero 30'],
  Tecno: ['Camon 30', 'Camon 20', 'Spark 20 Pro', 'Spark 20', 'Spark 10', 'Pova 6 Pro', 'Pop 8'],
  itel: ['S24', 'A70', 'P55', 'A05s', 'it2163'],
  Symphony: ['Innova 30', 'Z70', 'Z60 Plus', 'Atom 5', 'i99', 'L270'],
  Walton: ['Primo R10', 'Primo H10', 'Primo N5', 'Primo S8', 'NEXG N71', 'Olvio L30'],
  OnePlus: ['OnePlus 12', 'OnePlus 11', 'OnePlus 9 5G', 'Nord CE 4', 'Nord CE 3 Lite', 'Nord 3'],
  Google: ['Pixel 8 Pro', 'Pixel 8', 'Pixel 7a', 'Pixel 7 Pro', 'Pixel 7', 'Pixel 6a', 'Pixel 6'],
  Motorola: ['Edge 50 Pro', 'Edge 40', 'Moto G84', 'Moto G54', 'Moto G24', 'Moto E13'],
  Nokia: ['G42', 'G21', 'C32', 'C12', '105', '106', '110 4G', '2720 Flip', '8110 4G'],
  Honor: ['Magic6 Pro', 'Honor 90', 'X9b', 'X8b', 'X7b', 'X6a'],
  Huawei: ['Nova 11i', 'Nova Y91', 'Nova Y71', 'P60 Pro', 'MatePad 11'],
};

export const PHONE_BRANDS: readonly string[] = Object.keys(PHONE_CATALOGUE);

/** Storage sizes a listing may say, in GB (1024 is 1 TB). */
export const STORAGE_SIZES_GB = [4, 8, 16, 32, 64, 128, 256, 512, 1024] as const;
/** RAM sizes a listing may say, in GB. */
export const RAM_SIZES_GB = [1, 2, 3, 4, 6, 8, 12, 16, 24] as const;
/** What may come with the phone. */
export const INCLUDED_ITEMS = ['box', 'charger', 'receipt'] as const;
export type IncludedItem = (typeof INCLUDED_ITEMS)[number];
/** The longest warranty left a listing may say, in months. */
export const MAX_WARRANTY_MONTHS = 24;
/** The longest description a listing may have, in characters. */
export const MAX_DESCRIPTION = 2000;

/** '128 GB', '1 TB'. */
export const formatGb = (gb: number) => (gb >= 1024 && gb % 1024 === 0 ? `${gb / 1024} TB` : `${gb} GB`);

/** The catalogue's spelling of a brand typed in any case ('samsung' → 'Samsung'), or undefined when it is not there. */
export function catalogueBrand(text: string): string | undefined {
  const wanted = text.trim().toLowerCase();
  return PHONE_BRANDS.find((brand) => brand.toLowerCase() === wanted);
}

/** A brand as stored: the catalogue's spelling when it is there, else the seller's words trimmed. */
export const normaliseBrand = (text: string) => catalogueBrand(text) ?? text.trim().replace(/\s+/g, ' ');

/** A model as stored: the catalogue's spelling for that brand when it is there, else the seller's words trimmed. */
export function normaliseModel(brand: string, text: string): string {
  const tidy = text.trim().replace(/\s+/g, ' ');
  const models = PHONE_CATALOGUE[catalogueBrand(brand) ?? ''] ?? [];
  return models.find((model) => model.toLowerCase() === tidy.toLowerCase()) ?? tidy;
}

/**
 * The brands, or the brand's models, that match what the seller has typed so far: the ones that start with it first,
 * then the ones with a word that starts with it, then the ones that contain it; case and spaces do not matter.
 */
export function suggestCatalogue(options: readonly string[], typed: string, limit = 8): string[] {
  const wanted = typed.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!wanted) return options.slice(0, limit);
  const rank = (option: string) => {
    const name = option.toLowerCase();
    if (name.startsWith(wanted)) return 0;
    if (name.split(/[\s(-]+/).some((word) => word.startsWith(wanted))) return 1;
    return name.includes(wanted) ? 2 : 3;
  };
  return options
    .map((option, index) => ({ option, index, rank: rank(option) }))
    .filter((o) => o.rank < 3)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, limit)
    .map((o) => o.option);
}

/** The models of a brand (typed in any case) for the typeahead; none for a brand that is not in the catalogue. */
export const modelsOf = (brand: string): readonly string[] => PHONE_CATALOGUE[catalogueBrand(brand) ?? ''] ?? [];
