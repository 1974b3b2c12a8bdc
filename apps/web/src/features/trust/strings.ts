import { formatDigits, formatNumber } from '@/i18n/format';
import { m } from '@/paraglide/messages.js';

/**
 * Every word of 'Check a phone' and the stolen-phone register, as messages (messages/*.json, keys trust_*). Each is a
 * function read at render, because the language can change while a page is open. IMEIs and GD numbers stay as typed
 * (Latin digits): they are codes a person compares with what *#06# or the police wrote.
 */
export const TRUST_TEXT = {
  checkTitle: m.trust_check_title,
  checkSubtitle: m.trust_check_subtitle,
  imeiLabel: m.trust_imei_label,
  imeiHint: m.trust_imei_hint,
  check: m.trust_check,
  checking: m.trust_checking,
  resultTitle: (imei: string) => m.trust_result_title({ imei }),
  stolenYes: m.trust_stolen_yes,
  stolenNo: m.trust_stolen_no,
  listedYes: m.trust_listed_yes,
  listedNo: m.trust_listed_no,
  openListing: m.trust_open_listing,
  btrcTitle: m.trust_btrc_title,
  /** The SMS itself stays as BTRC reads it; the short number is written in the person's digits. */
  btrcBody: (sms: string, number: string) => m.trust_btrc_body({ sms, number: digitsOf(number) }),
  btrcSend: m.trust_btrc_send,
  invalidTitle: m.trust_invalid_title,
  ownerNote: m.trust_owner_note,
  ownerLink: m.trust_owner_link,
  rateLimited: m.trust_rate_limited,

  stolenTitle: m.trust_stolen_title,
  stolenSubtitle: m.trust_stolen_subtitle,
  gdLabel: m.trust_gd_label,
  gdHint: m.trust_gd_hint,
  dateLabel: m.trust_date_label,
  areaLabel: m.trust_area_label,
  areaHint: () => m.trust_area_hint({ number: formatDigits(10) }),
  report: m.trust_report,
  reporting: m.trust_reporting,
  yourReports: m.trust_your_reports,
  noReports: m.trust_no_reports,
  statusStolen: m.trust_status_stolen,
  statusRecovered: m.trust_status_recovered,
  reportedOn: (date: string) => m.trust_reported_on({ date }),
  recoveredOn: (date: string) => m.trust_recovered_on({ date }),
  stolenFacts: (date: string, area: string, gd: string) => m.trust_stolen_facts({ date, area, gd }),
  hiding: (n: number) => (n === 1 ? m.trust_hiding_one : m.trust_hiding_many)({ count: formatNumber(n) }),
  markRecovered: m.trust_mark_recovered,
  confirmRecovered: m.trust_confirm_recovered,
  confirmRecoveredDetail: m.trust_confirm_recovered_detail,
  /** The toast after a report (STOLEN_TEXT.reported's words): how many listings it hid. */
  reported: (hidden: number) =>
    hidden === 0
      ? m.trust_reported_none()
      : hidden === 1
        ? m.trust_reported_one()
        : m.trust_reported_many({ count: formatNumber(hidden) }),
  recovered: m.trust_recovered,
};

/** A string of Latin digits (a short number) in the person's digits, leading zeros kept. */
function digitsOf(text: string): string {
  return text.replace(/[0-9]/g, (digit) => formatDigits(Number(digit)));
}
