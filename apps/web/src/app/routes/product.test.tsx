import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { productKeys } from '@/features/products/api/keys';
import { AuthContext, signedOut } from '@/lib/auth-context';
import { createQueryClient } from '@/lib/query-client';
import { setLocale } from '@/paraglide/runtime.js';
import { ProductPage } from './product';

const ID = '9b2f4d3e-1c55-4e0a-9a8e-0d6c2b7e1f10';

/** The listing page as the server drew it: its page data says the listing is gone, and why. */
function drawnGone(why: true | 'removed' | 'hidden') {
  const client = createQueryClient();
  client.setQueryData(productKeys.gone(ID), why);
  render(
    <QueryClientProvider client={client}>
      <AuthContext value={signedOut}>
        <MemoryRouter initialEntries={[`/product/${ID}`]}>
          <Routes>
            <Route path="/product/:id" element={<ProductPage />} />
          </Routes>
        </MemoryRouter>
      </AuthContext>
    </QueryClientProvider>,
  );
}

afterEach(() => setLocale('en', { reload: false }));

describe('a listing that is not here', () => {
  it('says a removed listing is not here any more (also from a page kept before hidden existed)', () => {
    for (const why of ['removed', true] as const) {
      drawnGone(why);
      expect(screen.getByRole('heading', { level: 1, name: 'This listing is not here any more' })).toBeInTheDocument();
      cleanup();
    }
  });

  it('says a listing kept from buyers is being checked, in English and in Bengali, with a way back', () => {
    drawnGone('hidden');
    expect(screen.getByRole('heading', { level: 1, name: 'This listing is being checked' })).toBeInTheDocument();
    expect(
      screen.getByText('PhoneHaat’s admins are looking into this listing, so it cannot be bought for now.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find another phone' })).toHaveAttribute('href', '/');
    cleanup();
    setLocale('bn', { reload: false });
    drawnGone('hidden');
    expect(screen.getByRole('heading', { level: 1, name: 'এই বিজ্ঞাপনটি যাচাই করা হচ্ছে' })).toBeInTheDocument();
  });
});
