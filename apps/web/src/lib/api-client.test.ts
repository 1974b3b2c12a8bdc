import { describe, expect, it } from 'vitest';
import { nextCursorFromLink } from './api-client';

describe('nextCursorFromLink', () => {
  it('reads the cursor of the rel="next" link', () => {
    expect(nextCursorFromLink('</api/products/1?cursor=MjAyNi0xMS0yMnxhYmM>; rel="next"')).toBe('MjAyNi0xMS0yMnxhYmM');
    expect(nextCursorFromLink('</api/products?name=Rahim+Uddin&cursor=abc>; rel="next"')).toBe('abc');
  });

  it('answers null on the last page', () => {
    expect(nextCursorFromLink(null)).toBeNull();
    expect(nextCursorFromLink('</api/products/1?cursor=abc>; rel="prev"')).toBeNull();
  });
});
