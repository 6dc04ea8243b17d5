import { renderSection } from '@shopdesk/testing';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { setupGuideTitle } from './service-type';
import { UnknownServiceType } from './unknown-service-type';

const renderNotice = (type: string | null) =>
  renderSection(
    <Routes>
      <Route
        path="serviceSetupGuides"
        element={
          <UnknownServiceType type={type} listing="setup guides" linkTo={(t) => `../serviceSetupGuides?type=${t}`} linkText={setupGuideTitle} />
        }
      />
    </Routes>,
    { at: '/main/services/serviceSetupGuides', mountPath: '/main/services' },
  );

describe('UnknownServiceType', () => {
  it('names the unknown type and links to the list of each known type', () => {
    renderNotice('giftCard');
    expect(screen.getByRole('heading', { name: 'Unknown service type "giftCard"' })).toBeInTheDocument();
    const links = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['VPN Setup Guide', '/main/services/serviceSetupGuides?type=vpn'],
      ['Dollar Card Setup Guide', '/main/services/serviceSetupGuides?type=dollarCard'],
    ]);
  });

  it('says so when the URL has no type', () => {
    renderNotice(null);
    expect(screen.getByRole('heading', { name: 'No service type given' })).toBeInTheDocument();
  });
});
