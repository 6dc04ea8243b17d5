import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES } from '@shopdesk/contracts';
import { color, fontSize, fontWeight, headerControl, focusRing, space } from '@shopdesk/ui-kit';
import styled from 'styled-components';
import { useEmployeeOptions } from '../api/get-employee-options';
import type { AuditUrlFilters } from '../utils/audit-url-filters';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('sm')};
  align-items: flex-end;
`;

const Field = styled.label`
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
      <Field>
        Employee
        <select value={filters.employee} onChange={(event) => onChange('employee', event.target.value)}>
          <option value="">Everyone</option>
          {(employees.data ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        Action
        <select value={filters.action} onChange={(event) => onChange('action', event.target.value)}>
          <option value="">Any action</option>
          {ACTION_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        Record type
        <select value={filters.entity} onChange={(event) => onChange('entity', event.target.value)}>
          <option value="">Any record</option>
          {RECORD_TYPE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        From
        <input type="date" value={filters.from} max={filters.to || undefined} onChange={(event) => onChange('from', event.target.value)} />
      </Field>
      <Field>
        To
        <input type="date" value={filters.to} min={filters.from || undefined} onChange={(event) => onChange('to', event.target.value)} />
      </Field>
    </Bar>
  );
}
