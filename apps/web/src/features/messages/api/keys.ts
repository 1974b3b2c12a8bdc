/** The chat's query keys: everything under `all`, so that one invalidation reaches every list and count. */
export const messageKeys = {
  all: ['conversations'] as const,
  inbox: () => [...messageKeys.all, 'inbox'] as const,
  unread: () => [...messageKeys.all, 'unread'] as const,
  one: (id: string) => [...messageKeys.all, 'one', id] as const,
};
