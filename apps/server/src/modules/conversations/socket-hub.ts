import { SOCKET_CLOSE, type Message, type SocketServerFrame } from '@phonehaat/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { NOTIFY_MAX_BYTES } from './fanout.js';

/** What travels between instances: a stored message for its two people, or a conversation changed for some. */
export type Envelope =
  | { type: 'message'; messageId: string; message?: Message; unread: Record<string, number> }
  | { type: 'conversation'; conversationId: string; userIds: string[]; unread?: Record<string, number> }
  /** The person signed out or was deleted: their sockets close on every instance. */
  | { type: 'signedOut'; userId: string };

/** At most this many sockets per person on one instance (tabs, phones); the oldest is closed for a new one. */
export const SOCKETS_PER_USER = 8;
/** A socket that does not answer a ping within this long is ended. */
export const HEARTBEAT_MS = 30_000;

/** The envelope as sent between instances: without the message's text when that would not fit a NOTIFY. */
export function encodeEnvelope(envelope: Envelope, limitBytes = NOTIFY_MAX_BYTES): string {
  const text = JSON.stringify(envelope);
  if (envelope.type !== 'message' || Buffer.byteLength(text) <= limitBytes) return text;
  const { message: _message, ...withoutMessage } = envelope;
  return JSON.stringify(withoutMessage);
}

/** The close of a signed-out person's sockets (the client does not retry a 4401). */
export const SESSION_ENDED = {
  code: SOCKET_CLOSE.unauthenticated,
  reason: 'Your session has expired. Please sign in again.',
} as const;

/**
 * This instance's open, signed-in sockets by person, and delivery of envelopes to them. Delivery never throws: a
 * socket that cannot take a frame is closed and its client polls or reconnects.
 */
export function createSocketHub(loadMessage: (id: string) => Promise<Message | undefined>, log: FastifyBaseLogger) {
  const byUser = new Map<string, Set<WebSocket>>();
  const alive = new WeakMap<WebSocket, boolean>();

  function send(socket: WebSocket, frame: SocketServerFrame) {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  }
  /** One frame to all of a person's sockets, made into text once. */
  function sendTo(userId: string, frame: SocketServerFrame) {
    const sockets = byUser.get(userId);
    if (!sockets) return;
    const text = JSON.stringify(frame);
    for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(text);
  }

  const heartbeat = setInterval(() => {
    for (const sockets of byUser.values()) {
      for (const socket of sockets) {
        if (alive.get(socket) === false) {
          socket.terminate();
          continue;
        }
        alive.set(socket, false);
        socket.ping();
      }
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    send,
    add(userId: string, socket: WebSocket) {
      const sockets = byUser.get(userId) ?? new Set<WebSocket>();
      if (sockets.size >= SOCKETS_PER_USER) {
        const oldest = sockets.values().next().value;
        oldest?.close(1008, 'Too many open PhoneHaat tabs; this one stopped updating.');
        if (oldest) sockets.delete(oldest);
      }
      sockets.add(socket);
      byUser.set(userId, sockets);
      alive.set(socket, true);
      socket.on('pong', () => alive.set(socket, true));
      socket.on('close', () => {
        sockets.delete(socket);
        if (sockets.size === 0 && byUser.get(userId) === sockets) byUser.delete(userId);
      });
    },
    /** Closes a person's sockets on this instance (signed out, deleted). */
    closeUser(userId: string, code: number, reason: string) {
      for (const socket of byUser.get(userId) ?? []) socket.close(code, reason);
    },
    /** How many people and sockets are connected here (for the bench and tests). */
    counts() {
      let sockets = 0;
      for (const set of byUser.values()) sockets += set.size;
      return { users: byUser.size, sockets };
    },
    async deliver(text: string) {
      try {
        const envelope = JSON.parse(text) as Envelope;
        if (envelope.type === 'message') {
          const here = Object.keys(envelope.unread).filter((id) => byUser.has(id));
          if (here.length === 0) return;
          const message = envelope.message ?? (await loadMessage(envelope.messageId));
          if (!message) return;
          for (const id of here) sendTo(id, { type: 'message', message, unread: envelope.unread[id] ?? 0 });
          return;
        }
        if (envelope.type === 'signedOut') {
          for (const socket of byUser.get(envelope.userId) ?? [])
            socket.close(SESSION_ENDED.code, SESSION_ENDED.reason);
          return;
        }
        for (const id of envelope.userIds) {
          if (!byUser.has(id)) continue;
          sendTo(id, { type: 'conversation', conversationId: envelope.conversationId });
          const unread = envelope.unread?.[id];
          if (unread !== undefined) sendTo(id, { type: 'unread', unread });
        }
      } catch (err) {
        log.warn({ err }, 'chat envelope not delivered');
      }
    },
    close() {
      clearInterval(heartbeat);
    },
  };
}

export type SocketHub = ReturnType<typeof createSocketHub>;
