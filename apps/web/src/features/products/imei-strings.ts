/** Every word about a phone's IMEI that the listing pages show, in one place (Bengali comes later). */
export const IMEI_TEXT = {
  label: 'IMEI',
  hint: 'Dial *#06# on the phone to see it. Buyers see only the last 4 digits until you agree to meet.',
  secondLabel: 'Second IMEI (dual SIM, optional)',
  noImei: 'Wi-Fi-only tablet: it has no SIM slot, so no IMEI',
  /** On the listing page. */
  ending: (last4: string) => `IMEI ending ${last4}`,
} as const;
