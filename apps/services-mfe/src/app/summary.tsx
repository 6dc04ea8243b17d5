import { CardGrid } from '@shopdesk/ui-kit';
import { AvailableCredentialsCard } from '../features/service-credentials/components/available-credentials-card';
import { ActiveServiceCards } from '../features/services/components/active-service-cards';
import { LowStockCard } from '../features/services/components/low-stock-card';

/**
 * What the shell's dashboard shows of the Services section (exposed as `./Summary`): the number
 * of active services of each type, each leading to its list, the credentials still to hand out,
 * and the services low on stock. The shell gives it a heading.
 *
 * @example <ServicesSummary />
 */
export default function ServicesSummary() {
  return (
    <CardGrid>
      <ActiveServiceCards />
      <AvailableCredentialsCard />
      <LowStockCard />
    </CardGrid>
  );
}
