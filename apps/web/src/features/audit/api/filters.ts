import { AuditQuerySchema, type AuditQuery } from '@phonehaat/shared';

/** The filters in a page's address (`?action=…&from=…&to=…`); any that do not read are left out. */
export function auditFiltersOf(search: URLSearchParams): AuditQuery {
  const raw = {
    action: search.get('action') || undefined,
    from: search.get('from') || undefined,
    to: search.get('to') || undefined,
  };
  const parsed = AuditQuerySchema.safeParse(raw);
  return parsed.success ? parsed.data : {};
}

/** The address's search for these filters. */
export function auditSearchOf(filters: AuditQuery): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of ['action', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  return search;
}
