import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/paraglide/runtime.js';
import { DASHBOARD_LINKS } from './dashboard-links';

describe('the drawer links', () => {
  afterEach(() => setLocale('en', { reload: false }));

  it("say the spec's names in English", () => {
    expect(DASHBOARD_LINKS.Buyer.map((link) => link.label())).toEqual([
      'My Orders',
      'My Deals',
      'Messages',
      'Stolen Phones',
      'My Account',
    ]);
    expect(DASHBOARD_LINKS.Admin.slice(0, 5).map((link) => link.label())).toEqual([
      'All Buyers',
      'All Sellers',
      'Reported Items',
      'Reported Chats',
      'Audit Log',
    ]);
  });

  it('follow a change of language without a reload, since they are read at render', () => {
    setLocale('bn', { reload: false });
    expect(DASHBOARD_LINKS.Seller.slice(0, 3).map((link) => link.label())).toEqual([
      'পণ্য যোগ করুন',
      'আমার পণ্য',
      'আমার ক্রেতা',
    ]);
  });
});
