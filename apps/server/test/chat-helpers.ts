import type { SocketServerFrame } from '@phonehaat/shared';
import WebSocket from 'ws';
import type { App } from '../src/app.js';
import type { Principal } from './helpers.js';

/** A signed-in chat socket on a listening app: the frames it received, and a way to wait for the next that matches. */
export interface TestSocket {
  frames: SocketServerFrame[];
  next(match: (frame: SocketServerFrame) => boolean, what: string): Promise<SocketServerFrame>;
  /** Resolves with the code and reason when the server (or close()) ends the socket. */
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

/** Opens the socket as the web client does: connect, send the token as the first frame, wait for `ready`. */
export async function openSocket(address: string, who: Pick<Principal, 'token'>): Promise<TestSocket> {
  const socket = new WebSocket(`${address.replace(/^http/, 'ws')}/api/socket`);
  const frames: SocketServerFrame[] = [];
  const waiters: { match: (f: SocketServerFrame) => boolean; resolve: (f: SocketServerFrame) => void }[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as SocketServerFrame;
    frames.push(frame);
    for (const w of [...waiters]) {
      if (w.match(frame)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(frame);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'auth', token: who.token }));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const api: TestSocket = {
    frames,
    closed,
    next(match, what) {
      const seen = frames.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${what} frame arrived`)), 10_000);
        waiters.push({
          match,
          resolve: (f) => {
            clearTimeout(timer);
            resolve(f);
          },
        });
      });
    },
    close: () =>
      new Promise((resolve) => {
        if (socket.readyState === socket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      }),
  };
  await api.next((f) => f.type === 'ready', 'ready');
  return api;
}

/** The close code and reason a socket ends with, after sending `first` (or nothing). */
export function closeOf(address: string, first?: string): Promise<{ code: number; reason: string }> {
  const socket = new WebSocket(`${address.replace(/^http/, 'ws')}/api/socket`);
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      if (first !== undefined) socket.send(first);
    });
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) }));
    socket.once('error', reject);
  });
}

export async function startChat(app: App, buyer: Principal, productId: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: buyer.headers,
    payload: { productId },
  });
  if (res.statusCode !== 200) throw new Error(`start failed: ${res.statusCode} ${res.body}`);
  return res.json<{ _id: string }>()._id;
}

export function send(app: App, who: Principal, conversationId: string, text: string) {
  return app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: who.headers,
    payload: { text },
  });
}
