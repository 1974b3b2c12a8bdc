import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeToken } from '@/lib/api-client';
import { connectChatSocket } from './chat-socket';
import { messageKeys } from './keys';

/** A socket the test plays the server of: it records what the page sends and hands it frames. */
class FakeSocket {
  static last: FakeSocket | undefined;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {}
  frame(value: unknown) {
    this.onmessage?.({ data: JSON.stringify(value) });
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  writeToken(null);
});

describe('the chat socket', () => {
  it('signs in with its first frame, then asks again for what it may have missed but the unread count its ready frame carries', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    writeToken('token-of-the-person');
    const queryClient = new QueryClient();
    const asked = { inbox: 0, unread: 0 };
    // Both mounted, as the inbox page and the navigation's count are.
    const inbox = new QueryObserver(queryClient, {
      queryKey: messageKeys.inbox(),
      queryFn: async () => ++asked.inbox,
    });
    const unread = new QueryObserver(queryClient, {
      queryKey: messageKeys.unread(),
      queryFn: async () => ++asked.unread,
    });
    const stop = [inbox.subscribe(() => undefined), unread.subscribe(() => undefined)];
    // Answered, not only asked: an invalidation while a query is being asked joins that request.
    await vi.waitFor(() => expect([inbox, unread].every((query) => query.getCurrentResult().isSuccess)).toBe(true));
    expect(asked).toEqual({ inbox: 1, unread: 1 });

    const apply = vi.fn();
    const close = connectChatSocket(queryClient, apply);
    const socket = FakeSocket.last!;
    socket.onopen?.();
    expect(socket.sent).toEqual([JSON.stringify({ type: 'auth', token: 'token-of-the-person' })]);

    socket.frame({ type: 'ready', unread: 3 });
    expect(apply).toHaveBeenCalledWith({ type: 'ready', unread: 3 });
    await vi.waitFor(() => expect(asked.inbox).toBe(2));
    expect(asked.unread).toBe(1);

    close();
    stop.forEach((unsubscribe) => unsubscribe());
  });
});
