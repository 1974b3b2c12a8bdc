import { sharedKeys } from '@/lib/query-keys';
/**
 * Query keys of product lists. Each includes every input of its request, so a change of input is a new entry, and a
 * mutation invalidates exactly the lists it changes.
 */
export const productKeys = {
  all: sharedKeys.products,
  categories: () => ['products', 'category'] as const,
  category: (categoryId: number) => ['products', 'category', categoryId] as const,
  /** A search: its canonical URL query (searchParamsOf) holds every input. */
  search: (query: string) => ['products', 'search', query] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
  /** The fair-price hint a seller sees while pricing: the phone named, the listing being edited left out. */
  priceHint: (brand: string, model: string, storage: number, condition: string, except: string) =>
    ['products', 'price-hint', brand, model, storage, condition, except] as const,
  /** `true` when the server drew this listing's page as removed (410): the page says so without asking again. */
  gone: (id: string) => ['products', 'gone', id] as const,
  mineAll: () => ['products', 'mine'] as const,
  mine: (email: string, name: string) => ['products', 'mine', email, name] as const,
};

/** The home page's 'Latest Advertisement' list: advertising or deleting an advertised phone changes it. */
export const advertisedProductsKey = sharedKeys.advertisedProducts;
