import type { PriceHintAnswer, PriceHintQuery } from '@phonehaat/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';
import { productKeys } from './keys';

/** What the seller has chosen so far; the hint is asked only once the phone is named fully. */
export type PriceHintInput = Pick<PriceHintQuery, 'brand' | 'model' | 'condition' | 'except'> & { storage: number };

/** GET /api/price-hint (a signed-in seller): the usual price of phones like this, or null with fewer than 5. */
export async function getPriceHint(input: PriceHintInput, signal?: AbortSignal) {
  const params = { ...input, storage: String(input.storage) };
  return (await api.get<PriceHintAnswer>('/price-hint', { params, signal })).hint;
}

export const priceHintQueryOptions = (input: PriceHintInput) =>
  queryOptions({
    queryKey: productKeys.priceHint(input.brand, input.model, input.storage, input.condition, input.except ?? ''),
    queryFn: ({ signal }) => getPriceHint(input, signal),
  });

/** How long the form waits after the last keystroke before asking. */
export const PRICE_HINT_DEBOUNCE_MS = 400;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The hint for the phone the form names (debounced): undefined until it is named fully and while the first answer is
 * on its way, null when fewer than 5 phones like it are known.
 */
export function usePriceHint(input: PriceHintInput | undefined) {
  const key = input ? JSON.stringify(input) : '';
  const settled = useDebounced(key, PRICE_HINT_DEBOUNCE_MS);
  const asked = settled ? (JSON.parse(settled) as PriceHintInput) : undefined;
  const query = useQuery({
    ...priceHintQueryOptions(asked ?? { brand: '', model: '', storage: 0, condition: 'Good' }),
    enabled: asked !== undefined,
    // The line keeps the last answer while the next is on its way, so it does not blink.
    placeholderData: keepPreviousData,
  });
  return input ? query.data : undefined;
}
