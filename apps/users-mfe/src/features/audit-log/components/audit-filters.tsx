import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES } from '@shopdesk/contracts';
import { color, fontSize, fontWeight, headerControl, focusRing, space } from '@shopdesk/ui-kit';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useEmployeeOptions } from '../api/get-employee-options';
import type { AuditUrlFilters } from '../utils/audit-url-filters';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('sm')};
  align-items: flex-end;
`;

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space('xxs')};
  font-size: ${fontSize('xs')};
  font-weight: ${fontWeight('medium')};
  color: ${color('textMuted')};
  select,
  input {
    ${headerControl}
    max-width: 220px;
    font-weight: ${fontWeight('regular')};
    ${focusRing}
  }
`;

const byLabel = (labels: Record<string, string>) =>
  Object.entries(labels)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));

const ACTION_OPTIONS = byLabel(AUDIT_ACTIONS);
const RECORD_TYPE_OPTIONS = byLabel(AUDIT_RECORD_TYPES);

/** A labelled control: the label holds its name alone (a wrapping label would take in a select's options). */
function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </FieldBox>
  );
}

interface FilterSelectProps {
  label: string;
  value: string;
  /** What the empty choice (no filter) reads. */
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

function FilterSelect({ label, value, anyLabel, options, onChange }: FilterSelectProps) {
  return (
    <Field label={label}>
      {(id) => (
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{anyLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export interface AuditFiltersProps {
  filters: AuditUrlFilters;
  onChange: (key: keyof AuditUrlFilters, value: string) => void;
}

/**
 * The audit log's filters: employee, action, record type and a range of days (both inclusive, in
 * the employee's time zone). Each applies as it changes.
 *
 * @example <AuditFilters filters={filters} onChange={setFilter} />
 */
export function AuditFilters({ filters, onChange }: AuditFiltersProps) {
  const employees = useEmployeeOptions();
  return (
    <Bar role="group" aria-label="Filters">
      <FilterSelect label="Employee" value={filters.employee} anyLabel="Everyone" options={employees.data ?? []} onChange={(value) => onChange('employee', value)} />
      <FilterSelect label="Action" value={filters.action} anyLabel="Any action" options={ACTION_OPTIONS} onChange={(value) => onChange('action', value)} />
      <FilterSelect label="Record type" value={filters.entity} anyLabel="Any record" options={RECORD_TYPE_OPTIONS} onChange={(value) => onChange('entity', value)} />
      <Field label="From">
        {(id) => <input id={id} type="date" value={filters.from} max={filters.to || undefined} onChange={(event) => onChange('from', event.target.value)} />}
      </Field>
      <Field label="To">
        {(id) => <input id={id} type="date" value={filters.to} min={filters.from || undefined} onChange={(event) => onChange('to', event.target.value)} />}
      </Field>
    </Bar>
  );
}
