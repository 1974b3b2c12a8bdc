import { SOCKET_CLOSE, type SocketServerFrame } from '@phonehaat/shared';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { readToken } from '@/lib/api-client';
import { messageKeys } from './keys';

/**
 * The one socket of a signed-in page (GET /api/socket): it signs in with the API token in its first frame (never in
 * the address), then applies new messages and unread counts to the query cache. While it is not open the chat's
 * queries poll (messages-api POLL_MS); it reconnects after 2, 4, 8... up to 60 s, and not after a refused sign-in.
 */
let open = false;
export const isSocketOpen = () => open;

export function connectChatSocket(queryClient: QueryClient, apply: (frame: SocketServerFrame) => void): () => void {
  let socket: WebSocket | undefined;
  let stopped = false;
  let retries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = () => {
    const token = readToken();
    if (stopped || !token || typeof WebSocket === 'undefined') return;
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/socket`;
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token }));
    ws.onmessage = (event) => {
      try {
        const frame = JSON.parse(String(event.data)) as SocketServerFrame;
        if (frame.type === 'ready') {
          retries = 0;
          open = true;
          // What arrived while the socket was away: asked once now; the unread count is in this frame.
          const unread = hashKey(messageKeys.unread());
          void queryClient.invalidateQueries({
            queryKey: messageKeys.all,
            predicate: ({ queryHash }) => queryHash !== unread,
          });
        }
        apply(frame);
      } catch {
        // A frame we cannot read changes nothing.
      }
    };
    ws.onclose = (event) => {
      // Polling takes over: the chat's queries are asked again, and then every POLL_MS.
      if (open) void queryClient.invalidateQueries({ queryKey: messageKeys.all });
      open = false;
      if (stopped || event.code === SOCKET_CLOSE.unauthenticated) return;
      retries += 1;
      timer = setTimeout(connect, Math.min(60_000, 1000 * 2 ** retries));
    };
  };
  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    socket?.close();
    open = false;
  };
}
