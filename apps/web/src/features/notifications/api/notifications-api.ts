import type { NotificationList } from '@phonehaat/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const notificationKeys = { list: ['notifications'] as const };

/** The bell's list: asked when the bell shows, again every minute and when the page comes back into view. */
export const notificationsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.list,
    queryFn: () => api.get<NotificationList>('/notifications'),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

/** Marks these entries read (all when no ids); answers the unread count left. */
export const markRead = (ids?: string[]) => api.post<{ unread: number }>('/notifications/read', ids ? { ids } : {});
