import { describe, expect, it } from 'vitest';
import { dhakaToday } from './dhaka-time.js';
import { ReportStolenSchema, stolenMachine } from './stolen.js';

const report = { imei: '35-209900-176148-1', gdNumber: 'Mirpur PS GD 12', stolenOn: '2026-10-02', area: 'Mirpur' };

describe('a stolen-phone report', () => {
  it('takes an IMEI as typed, with dashes or Bengali digits, and answers its 15 digits', () => {
    expect(ReportStolenSchema.parse(report).imei).toBe('352099001761481');
    expect(ReportStolenSchema.parse({ ...report, imei: '৩৫২০৯৯০০১৭৬১৪৮১' }).imei).toBe('352099001761481');
  });

  it.each([
    [{ stolenOn: '2026-13-45' }, 'Give a date from 2000 onwards.'],
    [{ stolenOn: '1999-12-31' }, 'Give a date from 2000 onwards.'],
    [{ stolenOn: '02/10/2026' }, 'Give the date the phone was stolen (day, month and year).'],
    [{ gdNumber: '   ' }, 'Give the GD number the police station wrote on your General Diary.'],
    [{ area: 'x' }, 'Say where it was stolen (the area, for example Mirpur 10, Dhaka).'],
  ])('refuses %j with a sentence', (change, message) => {
    const result = ReportStolenSchema.safeParse({ ...report, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });

  it('takes today in Dhaka, not tomorrow', () => {
    // 20:00 UTC is already the next day in Dhaka (UTC+6).
    const now = new Date('2026-11-26T20:00:00Z');
    expect(dhakaToday(now)).toBe('2026-11-27');
    expect(ReportStolenSchema.safeParse({ ...report, stolenOn: dhakaToday() }).success).toBe(true);
    const tomorrow = new Date(Date.now() + 30 * 3_600_000);
    expect(ReportStolenSchema.safeParse({ ...report, stolenOn: dhakaToday(tomorrow) }).error?.issues[0]?.message).toBe(
      'The date cannot be in the future.',
    );
  });

  it('is recovered once, by its reporter whatever their role', () => {
    expect(stolenMachine.next('stolen', 'recover', 'buyer')).toBe('recovered');
    expect(stolenMachine.can('recovered', 'recover', 'buyer')).toBe(false);
    expect(stolenMachine.can('stolen', 'recover', 'system')).toBe(false);
  });
});
