import { stolenMachine, type StolenReport } from '@phonehaat/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryError } from '@/components/ui/query-error';
import { useConfirm } from '@/components/ui/use-confirm';
import { formatDate } from '@/i18n/format';
import { notifyError } from '@/lib/notify-error';
import { toast } from '@/lib/toast';
import { stolenReportsQuery, trustApi, trustKeys } from '../api/trust-api';
import { TRUST_TEXT as T } from '../strings';

/** A day ('20 Nov 2026', '২০ নভে, ২০২৬'): a date alone is a day in Dhaka. */
const day = (iso: string) =>
  formatDate(iso.length === 10 ? `${iso}T00:00:00+06:00` : iso, { day: 'numeric', month: 'short', year: 'numeric' });

/** The signed-in person's stolen-phone reports; a standing one offers 'Mark recovered' (asked first). */
export function StolenReportsList() {
  const reports = useQuery(stolenReportsQuery());
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState<string>();

  const recover = async (report: StolenReport) => {
    const yes = await confirm({
      message: T.confirmRecovered(),
      description: T.confirmRecoveredDetail(),
      confirmLabel: T.markRecovered(),
    });
    if (!yes) return;
    setBusy(report.id);
    try {
      await trustApi.recover(report.id);
      toast.success(T.recovered());
      await queryClient.invalidateQueries({ queryKey: trustKeys.stolen });
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(undefined);
    }
  };

  if (reports.isPending) {
    return (
      <div className="space-y-3" aria-hidden="true">
        <div className="skeleton h-24 w-full" />
      </div>
    );
  }
  if (reports.isError) return <QueryError error={reports.error} onRetry={() => void reports.refetch()} />;
  if (reports.data.length === 0) return <p className="text-muted">{T.noReports()}</p>;
  return (
    <>
      <ul className="space-y-3">
        {reports.data.map((report) => (
          <li key={report.id} className="rounded-box border border-base-300 p-4">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-mono font-bold">{report.imei}</span>
              <span className={`badge font-semibold ${report.status === 'stolen' ? 'badge-error' : 'badge-success'}`}>
                {report.status === 'stolen' ? T.statusStolen() : T.statusRecovered()}
              </span>
            </div>
            <p className="mt-1 text-sm">{T.stolenFacts(day(report.stolenOn), report.area, report.gdNumber)}</p>
            <p className="text-sm text-muted">
              {T.reportedOn(day(report.reportedAt))}
              {report.recoveredAt && ` · ${T.recoveredOn(day(report.recoveredAt))}`}
              {report.status === 'stolen' && report.hiddenListings > 0 && ` · ${T.hiding(report.hiddenListings)}`}
            </p>
            {stolenMachine.can(report.status, 'recover', 'buyer') && (
              <button
                type="button"
                className="btn btn-outline mt-3"
                disabled={busy === report.id}
                onClick={() => void recover(report)}
              >
                {busy === report.id && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
                {T.markRecovered()}
              </button>
            )}
          </li>
        ))}
      </ul>
      {dialog}
    </>
  );
}
