import { COMPANY } from '@phonehaat/shared';

/** What the web client says about the company beyond the spec's constants. */
export const site = {
  name: COMPANY.name,
  description: `${COMPANY.name} is a trusted marketplace to buy and sell used mobile phones across Bangladesh.`,
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/phonehaat' },
    { name: 'YouTube', href: 'https://www.youtube.com/@phonehaat' },
    { name: 'X (Twitter)', href: 'https://x.com/phonehaat' },
  ],
} as const;
