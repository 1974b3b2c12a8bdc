import { z } from 'zod';
import { groupIndian } from '../domain/money.js';
import { MESSAGE_MAX_LENGTH } from '../constants/chat.js';
import { IdSchema } from './common.js';

/** Every sentence the chat shows, in one place (to be translated with the rest). */
export const CHAT_TEXT = {
  messageSeller: 'Message seller',
  inboxTitle: 'Messages',
  notFound: 'Conversation not found',
  backToInbox: 'Back to Messages',
  inboxEmpty: 'No messages yet. Open a phone you like and press Message seller to ask its seller.',
  safetyNote: 'Never pay before you meet and see the phone.',
  composerLabel: 'Your message',
  composerPlaceholder: 'Write a message',
  send: 'Send',
  block: 'Block',
  unblock: 'Unblock',
  report: 'Report',
  reported: 'Reported',
  blockConfirm: 'Block this person? Neither of you can write in this chat any more.',
  reportConfirm: 'Report this conversation to PhoneHaat? An admin will read it.',
  reportedToast: 'Thank you. An admin will read this conversation.',
  youBlocked: 'You blocked this person. Unblock them to write again.',
  theyBlocked: 'This person does not take messages from you.',
  listingRemoved: 'This listing was removed, so this chat is closed.',
  noMessages: 'No messages yet. Ask the seller about the phone.',
  you: 'You',
  buyer: 'Buyer',
  seller: 'Seller',
  reportedChats: 'Reported Chats',
  reportedChatsEmpty: 'No reported chats. Nobody has asked an admin to read a conversation.',
  reportedChatsLoading: 'Loading reported chats',
  reportedBy: 'Reported by',
  reason: 'Reason',
  noReason: 'No reason given.',
  reportedOn: 'Reported',
  readMessages: (count: number) =>
    count === 0 ? 'No messages' : `Read the ${count === 1 ? 'message' : `${count.toLocaleString('en-US')} messages`}`,
  dismiss: 'Dismiss',
  dismissLabel: (device: string) => `Dismiss the report about ${device}`,
  dismissConfirm: 'Dismiss this report? The conversation stays as it is and leaves this list.',
  dismissedToast: 'Report dismissed.',
} as const;

/** A message's text: trimmed, 1 to 2,000 characters, no control characters but line breaks and tabs. */
export const MessageTextSchema = z
  .string({ message: 'Write a message.' })
  .trim()
  .min(1, 'Write a message.')
  .max(MESSAGE_MAX_LENGTH, `A message can be at most ${groupIndian(MESSAGE_MAX_LENGTH)} characters.`)
  // eslint-disable-next-line no-control-regex
  .refine((text) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text), {
    message: 'The message contains characters that cannot be shown. Please write it again.',
  });

export const SendMessageSchema = z.object({ text: MessageTextSchema });
export type SendMessage = z.infer<typeof SendMessageSchema>;

export const StartConversationSchema = z.object({ productId: IdSchema });
export type StartConversation = z.infer<typeof StartConversationSchema>;

export const ReportConversationSchema = z.object({
  reason: z.string().trim().max(500, 'Say it in at most 500 characters.').optional(),
});
export type ReportConversation = z.infer<typeof ReportConversationSchema>;

export const ConversationParamsSchema = z.object({ id: IdSchema });

/** POST /conversations: the caller's conversation about the listing, new or the one they already had. */
export const ConversationStartedSchema = z.object({ _id: z.string() });
export type ConversationStarted = z.infer<typeof ConversationStartedSchema>;

/** Messages after this one (its `seq`), for a client that polls instead of holding a socket. */
export const MessagesQuerySchema = z.object({
  after: z.coerce
    .number({ message: 'after: give the seq of the last message you have.' })
    .int('after: give the seq of the last message you have.')
    .min(0, 'after: give the seq of the last message you have.')
    .max(Number.MAX_SAFE_INTEGER, 'after: give the seq of the last message you have.')
    .optional(),
});

export const MessageSchema = z.object({
  _id: z.string(),
  /** Increases with every message sent anywhere: the order of a conversation, and the polling cursor. */
  seq: z.number().int(),
  conversationId: z.string(),
  senderId: z.string(),
  text: z.string(),
  /** It asks for advance payment or carries a phone number or a link: show CHAT_TEXT.safetyNote beside it. */
  safety: z.boolean(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;

export const ConversationSummarySchema = z.object({
  _id: z.string(),
  productId: z.string(),
  device: z.string(),
  productPic: z.string(),
  price: z.number(),
  /** The caller's side of it. */
  you: z.enum(['buyer', 'seller']),
  /** The other party's public name (never their phone number). */
  other: z.object({ _id: z.string(), name: z.string() }),
  lastMessage: MessageSchema.nullable(),
  unread: z.number().int(),
  /** No more messages either way: the caller blocked the other party, or they blocked the caller. */
  blocked: z.enum(['byYou', 'byThem']).nullable(),
  /** The listing was removed: nothing more can be sent. */
  listingRemoved: z.boolean(),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

export const ConversationSchema = ConversationSummarySchema.extend({
  /** The latest messages, oldest first (at most 200). */
  messages: z.array(MessageSchema),
  reported: z.boolean(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const UnreadSchema = z.object({ count: z.number().int() });
export type Unread = z.infer<typeof UnreadSchema>;

/** A reported conversation for the admin, with its messages and who is who. */
export const ReportedConversationSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  device: z.string(),
  buyer: z.object({ _id: z.string(), name: z.string() }),
  seller: z.object({ _id: z.string(), name: z.string() }),
  reportedBy: z.string(),
  reason: z.string().nullable(),
  reportedAt: z.string(),
  messages: z.array(MessageSchema),
});
export type ReportedConversation = z.infer<typeof ReportedConversationSchema>;

/**
 * The socket (GET /api/socket): the client's first frame is `{type: 'auth', token}` (the API's bearer token, never in
 * the URL); the server answers `ready` with the unread count, then sends `message` and `unread` frames as they happen.
 */
export const SocketClientFrameSchema = z.object({ type: z.literal('auth'), token: z.string().min(1).max(2000) });
export type SocketClientFrame = z.infer<typeof SocketClientFrameSchema>;

export type SocketServerFrame =
  | { type: 'ready'; unread: number }
  | { type: 'message'; message: Message; unread: number }
  | { type: 'unread'; unread: number }
  | { type: 'conversation'; conversationId: string };
