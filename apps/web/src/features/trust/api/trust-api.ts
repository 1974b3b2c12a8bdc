import {
  PhoneCheckResultSchema,
  StolenFiledSchema,
  StolenReportListSchema,
  type PhoneCheckResult,
  type ReportStolen,
  type StolenReport,
} from '@phonehaat/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const trustKeys = { stolen: ['stolen-reports'] as const };

/** The signed-in person's own stolen-phone reports, newest first. */
export const stolenReportsQuery = () =>
  queryOptions({
    queryKey: trustKeys.stolen,
    queryFn: async (): Promise<StolenReport[]> => StolenReportListSchema.parse(await api.get('/stolen')),
  });

export const trustApi = {
  /** 'Check a phone' (a POST, so the number stays out of addresses and logs). */
  check: async (imei: string): Promise<PhoneCheckResult> =>
    PhoneCheckResultSchema.parse(await api.post('/phone-check', { imei })),
  report: async (input: ReportStolen) => StolenFiledSchema.parse(await api.post('/stolen', input)),
  recover: (id: string) => api.patch<unknown>(`/stolen/${id}`, { status: 'recovered' }),
};
