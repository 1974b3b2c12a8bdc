import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';
import type { CarouselProps } from './carousel-props';

const phones = ['Galaxy A52', 'iPhone 11', 'Nokia 8210'];

function Phones(props: Partial<CarouselProps<string>>) {
  return (
    <Carousel
      label="Phones"
      items={phones}
      getKey={(name) => name}
      renderSlide={(name) => <a href={`#${name}`}>{name}</a>}
      autoplayMs={60_000}
      {...props}
    />
  );
}

/** The track's place: how many slides it has moved to the left. */
function trackAt(): number {
  const track = screen.getByRole('group', { name: /^1 of / }).parentElement as HTMLElement;
  const moved = /translate3d\(calc\((-?\d+)% \+ 0px\)/.exec(track.style.transform)?.[1];
  return -Number(moved ?? 0) / 100 || 0;
}
const current = () => screen.getByRole('button', { current: true }).getAttribute('aria-label');
/**
 * The controls and the other slides come once the page is idle and the engine's code has arrived (the first time in
 * a run: its module compiled, seconds on a busy machine).
 */
const started = () => screen.findByRole('button', { name: 'Next slide' }, { timeout: 15_000 });

// Each test may be the first to wait for the engine's module.
describe('Carousel', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws the first slide alone, then the others and the controls once the page is idle', async () => {
    render(<Phones />);
    expect(screen.getByRole('region', { name: 'Phones' })).toHaveTextContent(/^Galaxy A52$/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    await started();
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    expect(screen.getByRole('region', { name: 'Phones' })).toHaveAttribute('aria-roledescription', 'carousel');
    for (const name of ['Previous slide', 'Go to slide 1', 'Go to slide 2', 'Go to slide 3', 'Pause slideshow'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(current()).toBe('Go to slide 1');
  });

  it('moves with its arrows and dots, and rewinds past either end when it does not loop', async () => {
    const user = userEvent.setup();
    render(<Phones />);
    await user.click(await started());
    expect([current(), trackAt()]).toEqual(['Go to slide 2', 1]);
    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect([current(), trackAt()]).toEqual(['Go to slide 3', 2]);
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect([current(), trackAt()]).toEqual(['Go to slide 1', 0]);
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect([current(), trackAt()]).toEqual(['Go to slide 3', 2]);
  });

  it('loops past the last slide by drawing the first after it, then puts both back when the move ends', async () => {
    const user = userEvent.setup();
    render(<Phones loop />);
    await started();
    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    const firstSlide = screen.getByRole('group', { name: '1 of 3' });
    expect(current()).toBe('Go to slide 1');
    expect(trackAt()).toBe(3);
    expect(firstSlide.style.transform).toBe('translateX(300%)');

    fireEvent.transitionEnd(firstSlide.parentElement as HTMLElement);
    expect(trackAt()).toBe(0);
    expect(firstSlide.style.transform).toBe('');

    // And backwards: the last slide is drawn before the first.
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe('Go to slide 3');
    expect(trackAt()).toBe(-1);
    expect(screen.getByRole('group', { name: '3 of 3' }).style.transform).toBe('translateX(-300%)');
  });

  it('plays by itself, stops with its pause button, and waits while a mouse is over it', async () => {
    const user = userEvent.setup();
    render(<Phones autoplayMs={40} />);
    await started();
    await waitFor(() => expect(current()).toBe('Go to slide 2'));

    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Phones' }), { pointerType: 'mouse' });
    const held = current();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(current()).toBe(held);
    fireEvent.pointerLeave(screen.getByRole('region', { name: 'Phones' }), { pointerType: 'mouse' });
    await waitFor(() => expect(current()).not.toBe(held));

    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    // The click moved focus into the carousel, which pauses it too: leave it, so only the pause button holds it.
    await user.click(document.body);
    const paused = current();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(current()).toBe(paused);
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('starts paused for a person who asks for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    render(<Phones autoplayMs={40} />);
    await started();
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(current()).toBe('Go to slide 1');
  });

  it('brings a slide into view when a link in it gets focus (Tab), and keeps its box unscrolled', async () => {
    render(<Phones />);
    await started();
    const second = screen.getByRole('group', { name: '2 of 3' });
    act(() => within(second).getByRole('link').focus());
    expect([current(), trackAt()]).toEqual(['Go to slide 2', 1]);
    const box = second.parentElement?.parentElement as HTMLElement;
    box.scrollLeft = 120;
    fireEvent.scroll(box);
    expect(box.scrollLeft).toBe(0);
  });

  it('shows its first slide when the list becomes shorter than the slide it was on', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Phones />);
    await started();
    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    rerender(<Phones items={phones.slice(0, 2)} />);
    expect(screen.getAllByRole('group')).toHaveLength(2);
    expect([current(), trackAt()]).toEqual(['Go to slide 1', 0]);
  });

  it('moves one slide on a swipe, and not on a short or mostly vertical one', async () => {
    render(<Phones />);
    await started();
    const box = screen.getByRole('group', { name: '1 of 3' }).parentElement?.parentElement as HTMLElement;
    Object.defineProperty(box, 'clientWidth', { value: 400 });
    box.setPointerCapture = () => undefined;
    const swipe = (fromX: number, toX: number, toY = 0) => {
      fireEvent.pointerDown(box, { pointerId: 1, isPrimary: true, button: 0, clientX: fromX, clientY: 0 });
      fireEvent.pointerMove(box, { pointerId: 1, clientX: toX, clientY: toY });
      fireEvent.pointerUp(box, { pointerId: 1, clientX: toX, clientY: toY });
    };
    swipe(300, 100); // 200 px to the left of 400: the next slide
    expect(current()).toBe('Go to slide 2');
    swipe(100, 300); // back
    expect(current()).toBe('Go to slide 1');
    swipe(200, 190); // 10 px, slowly enough not to be a flick: stays
    expect(current()).toBe('Go to slide 1');
    swipe(200, 20, 400); // mostly down: the page's scroll
    expect(current()).toBe('Go to slide 1');
  });
});
