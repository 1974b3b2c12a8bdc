import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenPageIdle } from './page-idle';

/** The browser's idle callbacks, run by the test one at a time. */
const idleCallbacks: (() => void)[] = [];
async function nextIdleMoment() {
  await act(async () => {
    idleCallbacks.shift()?.();
    await Promise.resolve();
  });
}

describe('WhenPageIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    idleCallbacks.length = 0;
  });

  it('starts the parts waiting for an idle page one at a time, each in an idle moment of its own', async () => {
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idleCallbacks.push(run));
    render(
      <>
        {['toaster', 'carousel', 'section'].map((name) => (
          <WhenPageIdle key={name} fallback={<p>{`${name} waiting`}</p>}>
            <p>{`${name} started`}</p>
          </WhenPageIdle>
        ))}
      </>,
    );
    const started = () => screen.queryAllByText(/started$/).map((p) => p.textContent);
    expect(started()).toEqual([]);

    await nextIdleMoment(); // the page is idle: the first part's turn
    expect(started()).toEqual(['toaster started']);
    expect(screen.getByText('carousel waiting')).toBeInTheDocument();

    await nextIdleMoment();
    expect(started()).toEqual(['toaster started', 'carousel started']);

    await nextIdleMoment();
    expect(started()).toEqual(['toaster started', 'carousel started', 'section started']);
    expect(idleCallbacks).toHaveLength(1); // the last turn ends the queue
    await nextIdleMoment();
    expect(idleCallbacks).toHaveLength(0);
  });
});
