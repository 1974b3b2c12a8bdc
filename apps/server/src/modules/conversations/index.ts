import websocket from '@fastify/websocket';
import { SOCKET_CLOSE, SocketClientFrameSchema } from '@phonehaat/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RawData, WebSocket } from 'ws';
import { apiErrors, HttpError } from '../../plugins/errors.js';
import { createConversationsRepository } from './conversations.repository.js';
import { conversationsRoutes } from './conversations.routes.js';
import { createConversationsService, type ConversationsService } from './conversations.service.js';
import { localFanout, postgresFanout, redisFanout, type Fanout } from './fanout.js';
import { createSocketHub, encodeEnvelope, SESSION_ENDED, type Envelope, type SocketHub } from './socket-hub.js';

declare module 'fastify' {
  interface FastifyInstance {
    conversations: ConversationsService;
    chatSockets: SocketHub & { fanout: Fanout['kind']; ready(): Promise<void> };
  }
}

/** How long a new socket may take to send its token before it is closed. */
export const SOCKET_AUTH_MS = 10_000;
/** The largest frame a client may send (its token): anything bigger ends the socket. */
const SOCKET_MAX_PAYLOAD = 4096;

const SESSION_EXPIRED = SESSION_ENDED.reason;

/**
 * Conversations: the service once (app.conversations), its routes under /api, and the socket (GET /api/socket) that
 * brings a signed-in client its new messages and unread count, on every instance (decision 0011).
 */
export const conversationsDomain = fp(
  async (app: FastifyInstance) => {
    const service = createConversationsService({
      repository: createConversationsRepository(app.db),
      listings: {
        page: (id) => app.products.page(id),
        removed: async (id) => (await app.products.availability(id)) === 'removed',
      },
      events: app.events,
      audit: { record: (entry) => app.audit.record(entry) },
    });
    app.decorate('conversations', service);

    const hub = createSocketHub((id) => service.messageById(id), app.log);
    const deliver = (text: string) => void hub.deliver(text);
    const url = app.database.url;
    const fanout: Fanout = app.config.redisUrl
      ? redisFanout(app.config.redisUrl, deliver, app.log)
      : url && app.database.driver === 'postgres'
        ? postgresFanout(
            url,
            async (channel, payload) => {
              await app.db.execute(sql`select pg_notify(${channel}, ${payload})`);
            },
            deliver,
            app.log,
          )
        : localFanout(deliver);
    app.decorate('chatSockets', Object.assign(hub, { fanout: fanout.kind, ready: () => fanout.ready() }));
    app.addHook('onClose', async () => {
      hub.close();
      await fanout.close();
    });

    // A delivery that fails (Redis or the database away) loses only the live push: the message is stored, and the
    // clients' polling and next load show it.
    const publish = (envelope: Envelope) =>
      fanout.publish(encodeEnvelope(envelope)).catch((err: unknown) => app.log.warn({ err }, 'chat fan-out failed'));
    app.events.on('message.sent', ({ message, unread }) =>
      publish({ type: 'message', messageId: message._id, message, unread }),
    );
    app.events.on('conversation.changed', ({ conversationId, userIds, unread }) =>
      publish({ type: 'conversation', conversationId, userIds, ...(unread ? { unread } : {}) }),
    );
    // A person who signed out, was deleted or suspended keeps no open socket on any instance.
    app.events.on('user.changed', async ({ userId, change }) => {
      if (change !== 'signed-out' && change !== 'deleted' && change !== 'suspended') return;
      hub.closeUser(userId, SOCKET_CLOSE.unauthenticated, SESSION_EXPIRED);
      await publish({ type: 'signedOut', userId });
    });

    await app.register(websocket, { options: { maxPayload: SOCKET_MAX_PAYLOAD } });
    await app.register(conversationsRoutes, { prefix: '/api' });

    // The token comes in the first frame, never in the URL (URLs land in logs and proxies' histories).
    // A plain GET (no upgrade) is told what the address is for.
    app.route({
      method: 'GET',
      url: '/api/socket',
      schema: {
        description:
          'The chat socket (WebSocket upgrade): send {"type":"auth","token":"<bearer token>"} first; it then sends ready, message, unread and conversation frames. A plain GET is 426.',
        response: apiErrors(426),
      },
      wsHandler: socketHandler,
      handler: async () => {
        throw new HttpError(426, 'Open this address as a WebSocket (docs/api.md: the socket).');
      },
    });

    function socketHandler(socket: WebSocket, request: FastifyRequest) {
      let state: 'waiting' | 'checking' | 'open' = 'waiting';
      const timer = setTimeout(
        () => socket.close(SOCKET_CLOSE.unauthenticated, 'Send your token first: {"type":"auth","token":"..."}'),
        SOCKET_AUTH_MS,
      );
      socket.on('close', () => clearTimeout(timer));
      socket.on('message', (data: RawData, isBinary: boolean) => {
        if (state !== 'waiting') {
          socket.close(
            SOCKET_CLOSE.badFrame,
            'This socket only sends. Post messages to /api/conversations/:id/messages.',
          );
          return;
        }
        state = 'checking';
        clearTimeout(timer);
        let token: string;
        try {
          if (isBinary) throw new Error('binary');
          token = SocketClientFrameSchema.parse(JSON.parse(String(data))).token;
        } catch {
          socket.close(SOCKET_CLOSE.badFrame, 'Send {"type":"auth","token":"..."} as the first frame.');
          return;
        }
        const asRequest = { headers: { authorization: `Bearer ${token}` }, ip: request.ip } as FastifyRequest;
        app
          .sessionOf(asRequest, 'bearer')
          .then(async (session) => {
            if (!session) return socket.close(SOCKET_CLOSE.unauthenticated, SESSION_EXPIRED);
            if (socket.readyState !== socket.OPEN) return;
            state = 'open';
            hub.add(session.user.id, socket);
            hub.send(socket, { type: 'ready', unread: await service.unread(session.user) });
          })
          .catch((err: unknown) => {
            request.log.warn({ err }, 'socket sign-in failed');
            socket.close(1011, 'Something went wrong on our side. Please try again.');
          });
      });
    }
  },
  { name: 'conversations', dependencies: ['auth', 'audit', 'products'] },
);
