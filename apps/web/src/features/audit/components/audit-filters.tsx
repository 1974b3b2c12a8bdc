import { AUDIT_ACTION_TEXT, AUDIT_ACTIONS, type AuditQuery } from '@phonehaat/shared';
import { useId } from 'react';

export interface AuditFiltersProps {
  value: AuditQuery;
  onChange: (next: AuditQuery) => void;
}

/** The audit log's filters: one action, and a range of days (each end optional). */
export function AuditFilters({ value, onChange }: AuditFiltersProps) {
  const id = useId();
  const set = (key: keyof AuditQuery, v: string) => onChange({ ...value, [key]: v || undefined });
  return (
    <form
      className="mb-4 grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
      aria-label="Filter the audit log"
      onSubmit={(event) => event.preventDefault()}
    >
      <div>
        <label htmlFor={`${id}-action`} className="mb-1 block text-sm font-semibold">
          Action
        </label>
        <select
          id={`${id}-action`}
          className="select w-full"
          value={value.action ?? ''}
          onChange={(event) => set('action', event.target.value)}
        >
          <option value="">Every action</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {AUDIT_ACTION_TEXT[action]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-from`} className="mb-1 block text-sm font-semibold">
          From
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className="input w-full"
          value={value.from ?? ''}
          max={value.to}
          onChange={(event) => set('from', event.target.value)}
        />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className="mb-1 block text-sm font-semibold">
          To
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className="input w-full"
          value={value.to ?? ''}
          min={value.from}
          onChange={(event) => set('to', event.target.value)}
        />
      </div>
      <button
        type="button"
        className="btn btn-ghost"
        disabled={!value.action && !value.from && !value.to}
        onClick={() => onChange({})}
      >
        Clear filters
      </button>
    </form>
  );
}
