import { usePageTitle } from '@shopdesk/session';
import { useSearchParams } from 'react-router-dom';
import { SetupGuideList } from '../features/setup-guides/components/setup-guide-list';
import { parseServiceType, setupGuideTitle } from '../lib/service-type';
import { UnknownServiceType } from '../lib/unknown-service-type';

const listPath = (type: string) => `../serviceSetupGuides?type=${type}`;

/** `serviceSetupGuides?type=vpn|dollarCard`: that type's setup guides, or a clear message when the type is not one. */
export function ServiceSetupGuidesRoute() {
  const [params] = useSearchParams();
  const raw = params.get('type');
  const type = parseServiceType(raw);
  usePageTitle(type ? setupGuideTitle(type) : 'Setup Guides');
  if (!type) {
    return <UnknownServiceType type={raw} listing="setup guides" linkTo={listPath} linkText={setupGuideTitle} />;
  }
  // A new key per type: the open modal and selected row of one list do not carry to the other.
  return <SetupGuideList key={type} type={type} />;
}
