import type { Listing, SellerProfile } from '@phonehaat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dealKeys } from './keys';

/** GET /api/seller/:id: a seller's public profile (anyone may read it); not a seller is a 404. */
export async function getSellerProfile(sellerId: string, signal?: AbortSignal): Promise<SellerProfile> {
  return api.get<SellerProfile>(`/seller/${encodeURIComponent(sellerId)}`, { signal });
}

/** GET /api/seller/:id/products: the first 12 of the seller's live listings, public (no mobile number). */
export async function getSellerListings(sellerId: string, signal?: AbortSignal): Promise<Listing[]> {
  return api.get<Listing[]>(`/seller/${encodeURIComponent(sellerId)}/products`, { signal });
}

export const sellerProfileQueryOptions = (sellerId: string) =>
  queryOptions({ queryKey: dealKeys.seller(sellerId), queryFn: ({ signal }) => getSellerProfile(sellerId, signal) });

export const sellerListingsQueryOptions = (sellerId: string) =>
  queryOptions({
    queryKey: [...dealKeys.seller(sellerId), 'listings'] as const,
    queryFn: ({ signal }) => getSellerListings(sellerId, signal),
  });

export const useSellerProfile = (sellerId: string) => useQuery(sellerProfileQueryOptions(sellerId));
export const useSellerListings = (sellerId: string) => useQuery(sellerListingsQueryOptions(sellerId));
