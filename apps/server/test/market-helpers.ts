import { createPrincipal, createTestApp, type Principal, type TestContext } from './helpers.js';

/** The people a marketplace test may ask for: each one's role, and the name the tests' expectations use. */
const PEOPLE = {
  seller: ['Seller', 'Rahim Uddin'],
  otherSeller: ['Seller', 'Nusrat Jahan'],
  buyer: ['Buyer', 'Farhana Akter'],
  otherBuyer: ['Buyer', 'Arif Hossain'],
  admin: ['Admin', undefined],
} as const;

type Person = keyof typeof PEOPLE;

/**
 * The real app on a fresh database with the people asked for, signed up and signed in through the real endpoints in
 * the order given: what listing, order and deal tests open with. Call it in beforeAll and `ctx.close()` in afterAll.
 */
export async function marketplace<const P extends Person>(
  ...people: P[]
): Promise<{ ctx: TestContext } & Record<P, Principal>> {
  const ctx = await createTestApp();
  const made = {} as Record<P, Principal>;
  for (const who of people) {
    const [role, name] = PEOPLE[who];
    made[who] = await createPrincipal(ctx.app, role, name);
  }
  return { ctx, ...made };
}
