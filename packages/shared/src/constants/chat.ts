/** The longest message a person may send (characters, as JavaScript counts them). */
export const MESSAGE_MAX_LENGTH = 2000;

/** Close codes the socket ends with when it refuses a client (the reason is a sentence). */
export const SOCKET_CLOSE = { unauthenticated: 4401, badFrame: 4400 } as const;
