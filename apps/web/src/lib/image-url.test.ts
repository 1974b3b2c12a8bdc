import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariant } from './image-url';

const url = `/api/images/${'d'.repeat(64)}-640.webp`;

describe('image URLs', () => {
  it('swaps the width of one of our pictures', () => {
    expect(imageVariant(url, 320)).toBe(`/api/images/${'d'.repeat(64)}-320.webp`);
  });

  it('builds a srcset of 320, 640 and 1024 px, and none for a foreign URL', () => {
    expect(imageSrcSet(url)).toBe(
      ['320', '640', '1024'].map((w) => `/api/images/${'d'.repeat(64)}-${w}.webp ${w}w`).join(', '),
    );
    expect(imageSrcSet('https://example.com/phone.jpg')).toBeUndefined();
    expect(imageVariant('https://example.com/phone.jpg', 320)).toBe('https://example.com/phone.jpg');
  });
});
