import { describe, expect, it } from 'vitest';
import { describedBy } from './aria';

describe('describedBy', () => {
  it('names the lines shown, and nothing when none is', () => {
    expect(describedBy('a-hint', false, undefined, 'a-error')).toBe('a-hint a-error');
    expect(describedBy(false, '', null)).toBeUndefined();
  });
});
