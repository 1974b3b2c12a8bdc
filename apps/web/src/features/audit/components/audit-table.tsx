import type { AuditEntry, Role } from '@phonehaat/shared';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatDate, formatNumber } from '@/i18n/format';
import { m } from '@/paraglide/messages.js';
import { AUDIT_ACTION_LABEL, AUDIT_TARGET_LABEL } from './audit-text';

/** When, in Dhaka: '26 Nov 2026, 11:00' or '২৬ নভে, ২০২৬ ১১:০০'. */
const when = (at: string) => formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });

const ROLE_LABEL: Record<Role, () => string> = {
  Buyer: m.dash_role_buyer,
  Seller: m.dash_role_seller,
  Admin: m.dash_role_admin,
};
const isRole = (value: string): value is Role => Object.hasOwn(ROLE_LABEL, value);

/** What an entry's detail says, in words: the listing's or person's name, how many reports. */
function detailText(entry: AuditEntry): string {
  const parts: string[] = [];
  const { name, reports, role } = entry.detail;
  if (typeof name === 'string') parts.push(name);
  if (typeof role === 'string') parts.push(isRole(role) ? ROLE_LABEL[role]() : role);
  if (typeof reports === 'number') {
    const count = formatNumber(reports);
    parts.push(reports === 1 ? m.audit_report_one({ count }) : m.audit_report_many({ count }));
  }
  return parts.join(' · ');
}

export interface AuditTableProps {
  entries: readonly AuditEntry[];
  isLoading?: boolean;
  /** Whether the log shown is narrowed by filters: an empty one then says nothing matches, not that there is none. */
  filtered?: boolean;
}

/** The audit log (issue 16): When, Who, Action, Target, Reason. Read only. */
export function AuditTable({ entries, isLoading, filtered = false }: AuditTableProps) {
  const columns: DataTableColumn<AuditEntry>[] = [
    {
      header: m.audit_action(),
      phone: 'title',
      cell: (entry) => AUDIT_ACTION_LABEL[entry.action](),
    },
    {
      header: m.audit_when(),
      className: 'whitespace-nowrap',
      cell: (entry) => <time dateTime={entry.at}>{when(entry.at)}</time>,
    },
    { header: m.audit_who(), cell: (entry) => entry.actor },
    {
      header: m.audit_target(),
      // One block, so a phone's card puts the three lines under each other beside the label.
      cell: (entry) => (
        <div className="min-w-0">
          <span className="block">{AUDIT_TARGET_LABEL[entry.targetKind]()}</span>
          {detailText(entry) && <span className="block text-sm text-muted">{detailText(entry)}</span>}
          <span className="block font-mono text-xs break-all text-muted">{entry.targetId}</span>
        </div>
      ),
    },
    { header: m.audit_reason(), cell: (entry) => entry.reason ?? '—' },
  ];
  return (
    <DataTable
      caption={m.audit_title()}
      columns={columns}
      rows={entries}
      getRowKey={(entry) => entry._id}
      isLoading={isLoading}
      emptyMessage={filtered ? m.audit_empty() : m.audit_empty_yet()}
    />
  );
}
