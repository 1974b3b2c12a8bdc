/** An `aria-describedby` value from the ids of the lines shown: those given, space-separated; none gives undefined. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}
