import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { REPORT_QUESTION, ReportDialog } from './report-dialog';

describe('ReportDialog', () => {
  it('asks the spec question, starts on Cancel, and reports "other" when no reason is chosen', async () => {
    const onReport = vi.fn();
    render(<ReportDialog listingName="Walton Primo R10" onReport={onReport} onCancel={vi.fn()} />);
    const dialog = screen.getByRole('alertdialog', { name: REPORT_QUESTION() });
    expect(dialog).toHaveAccessibleDescription('Walton Primo R10');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Something else' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(onReport).toHaveBeenCalledWith({ reason: 'other' });
  });

  it('sends the chosen reason and the trimmed note', async () => {
    const onReport = vi.fn();
    render(<ReportDialog listingName="Walton Primo R10" onReport={onReport} onCancel={vi.fn()} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Asks for advance payment' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Anything the admins should know/ }), '  bKash first ');
    expect(screen.getByText('14 / 500')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(onReport).toHaveBeenCalledWith({ reason: 'advance', note: 'bKash first' });
  });

  it('answers no on Cancel', async () => {
    const onCancel = vi.fn();
    const onReport = vi.fn();
    render(<ReportDialog listingName="Walton Primo R10" onReport={onReport} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onReport).not.toHaveBeenCalled();
  });
});
