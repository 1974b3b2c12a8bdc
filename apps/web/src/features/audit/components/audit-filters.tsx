import { AUDIT_ACTIONS, type AuditQuery } from '@phonehaat/shared';
import { useId } from 'react';
import { m } from '@/paraglide/messages.js';
import { AUDIT_ACTION_LABEL } from './audit-text';

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
      aria-label={m.audit_filter_form()}
      onSubmit={(event) => event.preventDefault()}
    >
      <div>
        <label htmlFor={`${id}-action`} className="mb-1 block text-sm font-semibold">
          {m.audit_action()}
        </label>
        <select
          id={`${id}-action`}
          className="select w-full"
          value={value.action ?? ''}
          onChange={(event) => set('action', event.target.value)}
        >
          <option value="">{m.audit_every_action()}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {AUDIT_ACTION_LABEL[action]()}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-from`} className="mb-1 block text-sm font-semibold">
          {m.audit_from()}
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
          {m.audit_to()}
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
        {m.audit_clear_filters()}
      </button>
    </form>
  );
}
