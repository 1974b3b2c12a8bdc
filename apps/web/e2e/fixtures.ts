import { expect, test, type Page } from '@playwright/test';

/** The demo accounts the server seeds into a fresh database (see the README). */
export const DEMO_PASSWORD = 'phonehaat-demo';
export const DEMO = {
  admin: { email: 'admin@phonehaat.test', name: 'PhoneHaat Admin' },
  seller: { email: 'rahim@phonehaat.test', name: 'Rahim Uddin' },
  seller2: { email: 'nusrat@phonehaat.test', name: 'Nusrat Jahan' },
  seller3: { email: 'tanvir@phonehaat.test', name: 'Tanvir Hasan' },
  buyer: { email: 'farhana@phonehaat.test', name: 'Farhana Akter' },
  buyer2: { email: 'arif@phonehaat.test', name: 'Arif Hossain' },
} as const;
export type DemoAccount = keyof typeof DEMO;

/**
 * Signs in without the form: the identity provider's own sign-in call in this browser context, so the session
 * cookie is set; the app then trades it for the access token when the next page loads, as after any sign-in.
 */
export async function loginAs(page: Page, who: DemoAccount | { email: string; password: string }) {
  const { email, password } = typeof who === 'string' ? { email: DEMO[who].email, password: DEMO_PASSWORD } : who;
  const origin = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:3100').origin;
  const res = await page.request.post('/api/auth/sign-in/email', { data: { email, password }, headers: { origin } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A unique email for a person registered during this run. */
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
