import { type Listing } from '@phonehaat/shared';
import { useState } from 'react';
import { useReportingIds, useReportProduct } from '@/features/reports/api/report-product';
import { ReportDialog } from '@/features/reports/components/report-dialog';
import { notifyError } from '@/lib/notify-error';
import { toast } from '@/lib/toast';
import { m } from '@/paraglide/messages.js';

type Reportable = Pick<Listing, '_id' | 'name'>;

/** 'Report to Admin' with a confirmation that also asks why (issue 16), for a card or the listing page. */
export function useReportWithConfirm() {
  const report = useReportProduct();
  const reportingIds = useReportingIds();
  const [asking, setAsking] = useState<Reportable | null>(null);
  // Asked first, in a dialog that also asks why; Cancel, Escape or leaving the page reports nothing.
  const onReport = (product: Reportable) => setAsking(product);
  const dialog = asking ? (
    <ReportDialog
      key={asking._id}
      listingName={asking.name}
      onCancel={() => setAsking(null)}
      onReport={(choice) => {
        setAsking(null);
        report.mutate(
          { productId: asking._id, ...choice },
          { onSuccess: () => toast.success(m.toast_reported()), onError: notifyError },
        );
      }}
    />
  ) : null;
  return { onReport, reportingIds, dialog };
}
