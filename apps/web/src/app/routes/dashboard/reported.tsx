import { COMPANY } from '@phonehaat/shared';
import { useState } from 'react';
import { LoadMore } from '@/components/ui/load-more';
import { QueryError } from '@/components/ui/query-error';
import { useConfirm } from '@/components/ui/use-confirm';
import { useDeleteReportedProduct, useDeletingReportedIds } from '@/features/reports/api/delete-reported-product';
import { useSuspension } from '@/features/admin/api/users-admin';
import { SuspendDialog } from '@/features/admin/components/suspend-dialog';
import { useDismissingIds, useDismissReports } from '@/features/reports/api/dismiss-reports';
import { useReportedProducts } from '@/features/reports/api/get-reported-products';
import { ReportedTable, type ReportedRow } from '@/features/reports/components/reported-table';
import { notifyError } from '@/lib/notify-error';
import { toast } from '@/lib/toast';
import { m } from '@/paraglide/messages.js';

/**
 * Reported Items (Admin): listings buyers reported, the most reported first, to remove or to dismiss, and their
 * sellers to suspend (issue 16).
 */
export function ReportedPage() {
  const list = useReportedProducts();
  const remove = useDeleteReportedProduct();
  const dismiss = useDismissReports();
  const busyIds = [...useDeletingReportedIds(), ...useDismissingIds()];
  const { confirm, dialog } = useConfirm();
  const suspension = useSuspension('sellers');
  const [suspending, setSuspending] = useState<ReportedRow | null>(null);

  const onDelete = async (product: ReportedRow) => {
    const yes = await confirm({
      message: m.report_confirm_delete(),
      description: product.name,
      confirmLabel: m.ui_delete(),
      tone: 'danger',
    });
    if (!yes) return;
    remove.mutate(product, { onSuccess: () => toast.success(m.ui_deleted()), onError: notifyError });
  };

  const onDismiss = async (product: ReportedRow) => {
    const yes = await confirm({
      message: m.report_dismiss_question(),
      description: m.report_dismiss_description({ name: product.name }),
      confirmLabel: m.report_dismiss(),
    });
    if (!yes) return;
    dismiss.mutate(product, { onSuccess: () => toast.success(m.report_dismissed()), onError: notifyError });
  };

  return (
    <>
      <title>{`${m.dash_link_reported()} · ${COMPANY.name}`}</title>
      <h1 className="mb-4 text-2xl font-extrabold tracking-tight text-secondary">{m.dash_link_reported()}</h1>
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <ReportedTable
          products={list.products}
          isLoading={list.isPending}
          onDelete={(product) => void onDelete(product)}
          onDismiss={(product) => void onDismiss(product)}
          onSuspendSeller={setSuspending}
          busyIds={busyIds}
        />
      )}
      <LoadMore
        className="mt-6"
        noun={m.report_items_noun()}
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      />
      {dialog}
      {suspending && (
        <SuspendDialog
          name={suspending.Seller}
          onCancel={() => setSuspending(null)}
          onSuspend={(reason) => {
            suspension.mutate({ id: suspending.sellerId, name: suspending.Seller, reason });
            setSuspending(null);
          }}
        />
      )}
    </>
  );
}
