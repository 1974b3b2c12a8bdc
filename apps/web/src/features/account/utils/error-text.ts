/** The sentence to show for a failed call: the server's (or the client's) own message, else a general one. */
export const errorText = (err: unknown) =>
  err instanceof Error ? err.message : 'Something went wrong. Please try again.';
