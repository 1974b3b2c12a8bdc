import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { CONNECTION_MESSAGE, errorMessage, UNEXPECTED_MESSAGE } from './error-message';

describe('errorMessage', () => {
  it("shows the API's own message", () => {
    expect(errorMessage(new ApiError(409, 'Conflict', 'This phone has already been sold.'))).toBe(
      'This phone has already been sold.',
    );
  });

  it('speaks of the connection when no answer came', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(CONNECTION_MESSAGE);
  });

  it('does not show internal error text', () => {
    expect(errorMessage(new Error('Cannot read properties of undefined'))).toBe(UNEXPECTED_MESSAGE);
  });
});
