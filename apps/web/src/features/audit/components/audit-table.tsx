import { AUDIT_ACTION_TEXT, type AuditEntry } from '@phonehaat/shared';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Dhaka',
});

/** What an entry's detail says, in words: the listing's or person's name, how many reports. */
function detailText(entry: AuditEntry): string {
  const parts: string[] = [];
  const { name, reports, role } = entry.detail;
  if (typeof name === 'string') parts.push(name);
  if (typeof role === 'string') parts.push(role);
  if (typeof reports === 'number') parts.push(reports === 1 ? '1 report' : `${reports} reports`);
  return parts.join(' · ');
}

export interface AuditTableProps {
  entries: readonly AuditEntry[];
  isLoading?: boolean;
}

/** The audit log (issue 16): When, Who, Action, Target, Reason. Read only. */
export function AuditTable({ entries, isLoading }: AuditTableProps) {
  const columns: DataTableColumn<AuditEntry>[] = [
    {
      header: 'Action',
      phone: 'title',
      cell: (entry) => AUDIT_ACTION_TEXT[entry.action],
    },
    {
      header: 'When',
      className: 'whitespace-nowrap',
      cell: (entry) => <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>,
    },
    { header: 'Who', cell: (entry) => entry.actor },
    {
      header: 'Target',
      // One block, so a phone's card puts the three lines under each other beside the label.
      cell: (entry) => (
        <div className="min-w-0">
          <span className="block capitalize">{entry.targetKind}</span>
          {detailText(entry) && <span className="block text-sm text-muted">{detailText(entry)}</span>}
          <span className="block font-mono text-xs break-all text-muted">{entry.targetId}</span>
        </div>
      ),
    },
    { header: 'Reason', cell: (entry) => entry.reason ?? '—' },
  ];
  return (
    <DataTable
      caption="Audit log"
      columns={columns}
      rows={entries}
      getRowKey={(entry) => entry._id}
      isLoading={isLoading}
      emptyMessage="Nothing in the audit log matches these filters."
    />
  );
}
