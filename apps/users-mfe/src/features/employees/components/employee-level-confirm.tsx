import { errorMessage } from '@shopdesk/api-client';
import { LEVEL_LABELS, LEVELS, type Employee, type Level } from '@shopdesk/contracts';
import { Button, DetailList, FieldStack, Modal, SelectField, type SelectOption, toast } from '@shopdesk/ui-kit';
import { Formik } from 'formik';
import { useChangeEmployeeLevel } from '../api/change-employee-level';

/** The modal's title and the confirm button's label. */
export const CHANGE_LEVEL = 'Change level';

/**
 * The success toast: the API's own message. api-client's `changeEmployeeLevel` answers the
 * employee only (the envelope's message is not passed on), so the text is repeated here.
 */
export const LEVEL_CHANGED = 'Level changed';

const LEVEL_OPTIONS: SelectOption[] = LEVELS.map((level) => ({ value: level, label: LEVEL_LABELS[level] }));

export interface EmployeeLevelConfirmProps {
  /** The employee whose level to change; null keeps the modal closed. */
  employee: Employee | null;
  /** Done or called off (a failure keeps the modal open). */
  onClose: () => void;
}

/**
 * Asks which level to give an employee, naming them and their current level, then changes it and
 * says how it went: on success 'Level changed' and the modal closes (the list refreshes); on
 * failure the server's reason (e.g. the shop's last owner) and the modal stays, to choose again.
 * The confirm button is off while the chosen level is the current one, and busy while it runs.
 *
 * @example <EmployeeLevelConfirm employee={target} onClose={() => setTarget(null)} />
 */
export function EmployeeLevelConfirm({ employee, onClose }: EmployeeLevelConfirmProps) {
  // Keyed, so each employee's modal starts from their own level.
  return employee && <LevelChangeModal key={employee._id} employee={employee} onClose={onClose} />;
}

function LevelChangeModal({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const change = useChangeEmployeeLevel();
  const busy = change.isPending;

  const confirm = (level: Level) => {
    if (busy || level === employee.level) return;
    change.mutate(
      { id: employee._id, level },
      {
        onSuccess: () => {
          toast.success(LEVEL_CHANGED);
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to change the level')),
      },
    );
  };

  return (
    <Formik<{ level: Level }> initialValues={{ level: employee.level }} onSubmit={({ level }) => confirm(level)}>
      {({ values }) => (
        <Modal
          open
          title={CHANGE_LEVEL}
          size="sm"
          onClose={onClose}
          closeDisabled={busy}
          footer={
            <>
              <Button variant="secondary" onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button busy={busy} disabled={values.level === employee.level} onClick={() => confirm(values.level)}>
                {CHANGE_LEVEL}
              </Button>
            </>
          }
        >
          <FieldStack>
            <DetailList
              items={[
                { label: 'Name', value: employee.name },
                { label: 'Current level', value: LEVEL_LABELS[employee.level] },
              ]}
            />
            <SelectField name="level" label="Level" options={LEVEL_OPTIONS} disabled={busy} />
          </FieldStack>
        </Modal>
      )}
    </Formik>
  );
}
