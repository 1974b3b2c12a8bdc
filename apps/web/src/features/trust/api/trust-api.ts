import type { PhoneCheckResult, ReportStolen, StolenFiled, StolenReport } from '@phonehaat/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const trustKeys = { stolen: ['stolen-reports'] as const };

/** The signed-in person's own stolen-phone reports, newest first. */
export const stolenReportsQuery = () =>
  queryOptions({
    queryKey: trustKeys.stolen,
    queryFn: () => api.get<StolenReport[]>('/stolen'),
  });

export const trustApi = {
  /** 'Check a phone' (a POST, so the number stays out of addresses and logs). */
  check: (imei: string) => api.post<PhoneCheckResult>('/phone-check', { imei }),
  report: (input: ReportStolen) => api.post<StolenFiled>('/stolen', input),
  recover: (id: string) => api.patch<unknown>(`/stolen/${id}`, { status: 'recovered' }),
};
