import { errorMessage } from '@shopdesk/api-client';
import { SECTIONS } from '@shopdesk/sections';
import { Card, ErrorNotice, Loader } from '@shopdesk/ui-kit';
import { useActiveEmployeeCount } from '../api/count-active-employees';

const activeText = (count: number) => `${count} active employee${count === 1 ? '' : 's'}`;

/**
 * A card with the number of active employees, leading to the employees list (an absolute link:
 * it shows outside the section, on the shell's dashboard); a loader meanwhile, a Retry on failure.
 *
 * @example <CardGrid><ActiveEmployeesCard /></CardGrid>
 */
export function ActiveEmployeesCard() {
  const count = useActiveEmployeeCount();
  if (count.isError) {
    return <ErrorNotice message={errorMessage(count.error, 'Could not count the employees')} onRetry={() => void count.refetch()} />;
  }
  if (count.isPending) return <Loader label="Counting the employees" />;
  return <Card title="Employees" to={`${SECTIONS.users.mountPath}/employees/allEmployees`} description={activeText(count.data)} />;
}
