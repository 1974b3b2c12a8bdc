import { SearchQuerySchema } from '@phonehaat/shared';
import { describe, expect, it } from 'vitest';
import { carriesSearch, readAddressSearch, readSearchQuery, searchesCategory } from './use-search-query';

describe('the search in an address', () => {
  it('reads an address without a search as the schema reads nothing, without the schema', () => {
    const plain = readSearchQuery(new URLSearchParams(), undefined);
    expect(plain).toEqual({ query: SearchQuerySchema.parse({}), problem: null, key: '' });
    expect(searchesCategory(plain)).toBe(false);
  });

  it('reads a search with the schema, loaded first by the route loaders', async () => {
    const params = new URLSearchParams('q=galaxy&maxPrice=60000&sort=price-desc');
    expect(carriesSearch(params)).toBe(true);
    const search = await readAddressSearch(params);
    expect(search.problem).toBeNull();
    expect(search.query).toMatchObject({ q: 'galaxy', maxPrice: 60000, sort: 'price-desc' });
    expect(search.key).toBe('q=galaxy&maxPrice=60000&sort=price-desc');
    expect(searchesCategory(search)).toBe(true);
  });

  it('says what is wrong with a hand-edited search', async () => {
    const search = await readAddressSearch(new URLSearchParams('minPrice=9000&maxPrice=100'));
    expect(search.problem).toBe('The lowest price cannot be more than the highest price.');
    expect(searchesCategory(search)).toBe(false);
  });

  it('refuses to read a search before its schema is here, rather than showing every phone', () => {
    expect(() => readSearchQuery(new URLSearchParams('q=galaxy'), undefined)).toThrow(/loadSearchSchema/);
  });
});
