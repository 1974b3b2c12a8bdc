import type { DealStatus } from '@phonehaat/shared';
import { STATUS_LABEL, STATUS_TONE } from '../strings';

export function DealStatusBadge({ status }: { status: DealStatus }) {
  return (
    <span className={`badge badge-soft font-semibold whitespace-nowrap ${STATUS_TONE[status]}`}>
      {STATUS_LABEL[status]()}
    </span>
  );
}
