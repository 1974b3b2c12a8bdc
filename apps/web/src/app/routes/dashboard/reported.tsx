import { COMPANY, CONFIRM, MODERATION_TEXT, TOAST } from '@phonehaat/shared';
import { LoadMore } from '@/components/ui/load-more';
import { QueryError } from '@/components/ui/query-error';
import { useConfirm } from '@/components/ui/use-confirm';
import { useDeleteReportedProduct, useDeletingReportedIds } from '@/features/reports/api/delete-reported-product';
import { useDismissingIds, useDismissReports } from '@/features/reports/api/dismiss-reports';
import { useReportedProducts } from '@/features/reports/api/get-reported-products';
import { ReportedTable, type ReportedRow } from '@/features/reports/components/reported-table';
import { notifyError } from '@/lib/notify-error';
import { toast } from '@/lib/toast';

/** Reported Items (Admin): listings buyers reported, the most reported first, to remove or to dismiss. */
export function ReportedPage() {
  const list = useReportedProducts();
  const remove = useDeleteReportedProduct();
  const dismiss = useDismissReports();
  const busyIds = [...useDeletingReportedIds(), ...useDismissingIds()];
  const { confirm, dialog } = useConfirm();

  const onDelete = async (product: ReportedRow) => {
    const yes = await confirm({
      message: CONFIRM.deleteReported,
      description: product.name,
      confirmLabel: 'Delete',
      tone: 'danger',
    });
    if (!yes) return;
    remove.mutate(product, { onSuccess: () => toast.success(TOAST.deleted), onError: notifyError });
  };

  const onDismiss = async (product: ReportedRow) => {
    const yes = await confirm({
      message: MODERATION_TEXT.dismissQuestion,
      description: MODERATION_TEXT.dismissDescription(product.name),
      confirmLabel: 'Dismiss',
    });
    if (!yes) return;
    dismiss.mutate(product, { onSuccess: () => toast.success(MODERATION_TEXT.dismissed), onError: notifyError });
  };

  return (
    <>
      <title>{`Reported Items · ${COMPANY.name}`}</title>
      <h1 className="mb-4 text-2xl font-extrabold tracking-tight text-secondary">Reported Items</h1>
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <ReportedTable
          products={list.products}
          isLoading={list.isPending}
          onDelete={(product) => void onDelete(product)}
          onDismiss={(product) => void onDismiss(product)}
          busyIds={busyIds}
        />
      )}
      <LoadMore
        className="mt-6"
        noun="reported items"
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      />
      {dialog}
    </>
  );
}
