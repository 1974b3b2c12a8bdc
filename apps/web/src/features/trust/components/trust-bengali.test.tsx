import type { PhoneCheckResult, StolenReport } from '@phonehaat/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/paraglide/runtime.js';
import { renderWithProviders } from '@/testing/render';
import { PhoneCheckForm } from './phone-check-form';
import { StolenReportsList } from './stolen-reports-list';

const check = vi.fn<(imei: string) => Promise<PhoneCheckResult>>();
const report: StolenReport = {
  id: 'r1',
  imei: '490154203237518',
  gdNumber: 'Mirpur Model PS GD 1187',
  stolenOn: '2026-11-20',
  area: 'Mirpur 10, Dhaka',
  status: 'stolen',
  reportedAt: '2026-11-21T10:00:00.000Z',
  recoveredAt: null,
  hiddenListings: 1,
};

vi.mock('../api/trust-api', () => ({
  trustKeys: { stolen: ['stolen-reports'] },
  stolenReportsQuery: () => ({ queryKey: ['stolen-reports'], queryFn: async () => [report] }),
  trustApi: { check: (imei: string) => check(imei) },
}));

// Typing and the first render take seconds on a busy machine.
describe('Check a phone and Stolen phones in Bengali', { timeout: 20_000 }, () => {
  beforeEach(() => {
    setLocale('bn', { reload: false });
    check.mockReset();
  });
  afterEach(() => {
    setLocale('en', { reload: false });
  });

  it('tells a short IMEI typed in Bengali digits what is wrong, in Bengali with Bengali digits', async () => {
    renderWithProviders(<PhoneCheckForm />);
    await userEvent.type(screen.getByLabelText('IMEI নম্বর'), '১২৩');
    await userEvent.click(screen.getByRole('button', { name: 'যাচাই করুন' }));
    const invalid = await screen.findByRole('region', { name: 'সঠিক IMEI নয়' }, { timeout: 5000 });
    expect(invalid).toHaveTextContent('IMEI-তে ১৫টি অঙ্ক থাকে (এখানে আছে ৩টি): দেখতে ফোনে *#06# ডায়াল করুন।');
    expect(check).not.toHaveBeenCalled();
  });

  it('checks an IMEI typed in Bengali digits as its Latin digits and answers in Bengali', async () => {
    check.mockResolvedValue({
      valid: true,
      imei: '490154203237518',
      stolen: false,
      listedHere: false,
      btrc: { number: '16002', sms: 'KYD 490154203237518' },
    });
    renderWithProviders(<PhoneCheckForm />);
    await userEvent.type(screen.getByLabelText('IMEI নম্বর'), '৪৯০১৫৪২০৩২৩৭৫১৮');
    await userEvent.click(screen.getByRole('button', { name: 'যাচাই করুন' }));
    expect(await screen.findByText('PhoneHaat-এ চুরির কোনো রিপোর্ট নেই।', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(check).toHaveBeenCalledWith('490154203237518');
    expect(screen.getByText(/১৬০০২ নম্বরে “KYD 490154203237518” লিখে SMS পাঠান/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SMS পাঠান' })).toHaveAttribute(
      'href',
      'sms:16002?body=KYD%20490154203237518',
    );
  });

  it("lists one's reports with Bengali dates, status and counts", async () => {
    renderWithProviders(<StolenReportsList />);
    const item = within((await screen.findByText('490154203237518', {}, { timeout: 5000 })).closest('li')!);
    expect(item.getByText('চুরি হয়েছে')).toBeInTheDocument();
    expect(
      item.getByText('২০ নভে, ২০২৬ তারিখে Mirpur 10, Dhaka এলাকায় চুরি · GD Mirpur Model PS GD 1187'),
    ).toBeInTheDocument();
    expect(item.getByText(/এখন ১টি বিজ্ঞাপন লুকানো আছে/)).toHaveTextContent('রিপোর্ট: ২১ নভে, ২০২৬');
    expect(item.getByRole('button', { name: 'ফেরত পেয়েছি' })).toBeInTheDocument();
  });
});
