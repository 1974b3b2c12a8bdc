import { orderMachine, paymentAttemptMachine } from '@phonehaat/shared';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorsPlugin } from '../../plugins/errors.js';

describe('a move the state machine refuses', () => {
  it('is answered 409 with the sentence that says why', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.post('/pay-twice', () => orderMachine.next('paid', 'pay', 'buyer'));
    app.post('/void-settled', () => paymentAttemptMachine.next('succeeded', 'void', 'system'));
    app.post('/seller-pays', () => orderMachine.next('open', 'pay', 'seller'));

    const answers = await Promise.all(
      ['/pay-twice', '/void-settled', '/seller-pays'].map((url) => app.inject({ method: 'POST', url })),
    );
    expect(answers.map((res) => [res.statusCode, res.json()])).toEqual([
      [409, { error: 'Conflict', message: 'This order is already paid, so it cannot be paid.' }],
      [409, { error: 'Conflict', message: 'This payment has gone through, so it cannot be voided.' }],
      [409, { error: 'Conflict', message: 'This order cannot be paid by the seller.' }],
    ]);
    await app.close();
  });
});
