import { CARD_MEETING_DAYS } from '@phonehaat/shared';
import { describe, expect, it } from 'vitest';
import { defaultMeeting, isAfterDark, latestCardMeetingInput } from './meeting-time';

describe('meeting times', () => {
  it('counts 7 am to 7 pm as daylight, and a time that is not one as not after dark', () => {
    expect(['2099-05-04T06:59', '2099-05-04T19:00', '2099-05-04T23:30', '2099-05-04T00:00'].map(isAfterDark)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['2099-05-04T07:00', '2099-05-04T12:00', '2099-05-04T18:59', ''].map(isAfterDark)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    // What the forms offer is in daylight.
    expect(isAfterDark(defaultMeeting())).toBe(false);
  });

  it('offers a card payer the next CARD_MEETING_DAYS, to the minute', () => {
    const now = new Date(2026, 11, 8, 9, 30, 45);
    expect(latestCardMeetingInput(now)).toBe(`2026-12-${String(8 + CARD_MEETING_DAYS).padStart(2, '0')}T09:30`);
  });
});
