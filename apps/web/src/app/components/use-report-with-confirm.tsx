import { TOAST, type Listing } from '@phonehaat/shared';
import { useConfirm } from '@/components/ui/use-confirm';
import { useReportingIds, useReportProduct } from '@/features/reports/api/report-product';
import { notifyError } from '@/lib/notify-error';
import { toast } from '@/lib/toast';

/** 'Report to Admin' with a confirmation, for a card or the listing page. */
export function useReportWithConfirm() {
  const report = useReportProduct();
  const reportingIds = useReportingIds();
  const { confirm, dialog } = useConfirm();
  const onReport = async (product: Pick<Listing, '_id' | 'name'>) => {
    const yes = await confirm({
      message: 'Do you want to report this listing to the admin?',
      description: product.name,
      confirmLabel: 'Report',
      tone: 'danger',
    });
    if (!yes) return;
    report.mutate(product._id, { onSuccess: () => toast.success(TOAST.reported), onError: notifyError });
  };
  return { onReport, reportingIds, dialog };
}
