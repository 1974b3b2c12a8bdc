import { TOAST_LIMITS } from '@phonehaat/shared';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import Toaster from './toaster';

afterEach(() => {
  act(() => toast.remove());
});

describe('Toaster', () => {
  it('shows a success toast and an error toast', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Order has been placed successfully');
      toast.error('You are not Admin');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Order has been placed successfully');
    expect(screen.getByRole('alert')).toHaveTextContent('You are not Admin');
  });

  it(`never shows more than ${TOAST_LIMITS.max} toasts at once`, () => {
    render(<Toaster />);
    act(() => {
      for (let i = 1; i <= TOAST_LIMITS.max + 5; i += 1) toast.success(`Toast ${i}`);
    });
    expect(screen.getAllByRole('status')).toHaveLength(TOAST_LIMITS.max);
    expect(screen.getByText(`Toast ${TOAST_LIMITS.max + 5}`)).toBeInTheDocument();
    expect(screen.queryByText('Toast 1')).not.toBeInTheDocument();
  });

  it(`keeps a success toast ${TOAST_LIMITS.successMs} ms and an error toast ${TOAST_LIMITS.errorMs} ms`, () => {
    vi.useFakeTimers();
    try {
      render(<Toaster />);
      act(() => {
        toast.success('Deleted Successfully');
        toast.error('You are not a Seller');
      });
      act(() => vi.advanceTimersByTime(1900));
      expect(screen.getByText('Deleted Successfully')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByText('Deleted Successfully')).not.toBeInTheDocument();
      expect(screen.getByText('You are not a Seller')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1800));
      expect(screen.getByText('You are not a Seller')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByText('You are not a Seller')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
