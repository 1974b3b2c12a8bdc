import { CHAT_TEXT } from '@phonehaat/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, signedInAs } from '@/testing/render';
import { MessageSellerButton } from './message-seller-button';

const button = () => screen.queryByRole('button', { name: CHAT_TEXT.messageSeller });

describe('MessageSellerButton', () => {
  it('is offered to a buyer and to anyone signed out, not to the seller of the listing or an admin', () => {
    const { unmount } = renderWithProviders(<MessageSellerButton productId="p1" sellerId="s1" />, {
      auth: signedInAs('Buyer'),
    });
    expect(button()).toBeInTheDocument();
    unmount();
    const signedOut = renderWithProviders(<MessageSellerButton productId="p1" sellerId="s1" />);
    expect(button()).toBeInTheDocument();
    signedOut.unmount();
    for (const auth of [signedInAs('Seller', { _id: 's1' }), signedInAs('Admin')]) {
      const view = renderWithProviders(<MessageSellerButton productId="p1" sellerId="s1" />, { auth });
      expect(button()).toBeNull();
      view.unmount();
    }
  });
});
