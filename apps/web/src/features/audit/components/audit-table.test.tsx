import type { AuditEntry } from '@phonehaat/shared';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/paraglide/runtime.js';
import { auditFiltersOf, auditSearchOf } from '../api/filters';
import { AuditTable } from './audit-table';

const entry: AuditEntry = {
  _id: 'a1',
  at: '2026-11-26T05:00:00.000Z',
  actor: 'PhoneHaat Admin',
  actorId: 'admin-1',
  action: 'listing.removed',
  targetKind: 'listing',
  targetId: 'p-1',
  reason: 'Fake or counterfeit',
  detail: { name: 'Walton Primo R10', reports: 2 },
};

describe('AuditTable', () => {
  it('shows who did what to which target, when (Dhaka time) and why', () => {
    render(<AuditTable entries={[entry, { ...entry, _id: 'a2', actor: 'PhoneHaat', reason: null }]} />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Action',
      'When',
      'Who',
      'Target',
      'Reason',
    ]);
    expect(screen.getAllByText('Listing removed')).toHaveLength(2);
    expect(screen.getAllByText('26 Nov 2026, 11:00')).toHaveLength(2);
    expect(screen.getAllByText('Walton Primo R10 · 2 reports')).toHaveLength(2);
    expect(screen.getByText('Fake or counterfeit')).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
  });

  it('says when nothing matches the filters, and when there is nothing yet', () => {
    const { rerender } = render(<AuditTable entries={[]} filtered />);
    expect(screen.getByText('Nothing in the audit log matches these filters.')).toBeInTheDocument();
    rerender(<AuditTable entries={[]} />);
    expect(screen.getByText(/^Nothing in the audit log yet\./)).toBeInTheDocument();
    expect(screen.queryByText('Nothing in the audit log matches these filters.')).not.toBeInTheDocument();
  });
});

describe('AuditTable in Bengali', () => {
  afterEach(() => setLocale('en', { reload: false }));

  it('says the action, target and count in Bengali, with the Dhaka time in Bengali digits', () => {
    setLocale('bn', { reload: false });
    render(<AuditTable entries={[entry]} />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'কাজ',
      'কখন',
      'কে',
      'কিসের ওপর',
      'কারণ',
    ]);
    expect(screen.getByText('বিজ্ঞাপন সরানো হয়েছে')).toBeInTheDocument();
    expect(screen.getByText('বিজ্ঞাপন')).toBeInTheDocument();
    expect(screen.getByText('Walton Primo R10 · ২টি রিপোর্ট')).toBeInTheDocument();
    const when = screen.getByText((_, element) => element?.tagName === 'TIME');
    expect(when).toHaveAttribute('dateTime', entry.at);
    expect(when.textContent).toContain('২০২৬');
    expect(when.textContent).toContain('১১:০০');
    expect(when.textContent).not.toMatch(/[0-9]/);
  });
});

describe('the audit filters in the address', () => {
  it('reads the filters that parse and leaves out the rest', () => {
    expect(auditFiltersOf(new URLSearchParams('action=reports.dismissed&from=2026-11-01&to=2026-11-30'))).toEqual({
      action: 'reports.dismissed',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(auditFiltersOf(new URLSearchParams('action=drop&from=2026-12-01&to=2026-11-01'))).toEqual({});
    expect(auditSearchOf({ action: 'user.deleted' }).toString()).toBe('action=user.deleted');
  });
});
