import { api } from '@shopdesk/contracts';
import { fakeApi, makeService, renderSection } from '@shopdesk/testing';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { useService } from './get-service';

function ServiceName({ id }: { id: string | null }) {
  const service = useService(id);
  return <p>{service.data?.name ?? 'nothing'}</p>;
}

/** Shows the service while open; the button closes and reopens it. */
function Toggled({ id }: { id: string }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(!open)}>Toggle</button>
      {open && <ServiceName id={id} />}
    </>
  );
}

const GOLD = makeService({ name: 'Gold Card' });

describe('useService', () => {
  beforeEach(() => fakeApi.on(api.services.getSingleService, () => ({ ...GOLD })));

  it('reads the service of the id', async () => {
    renderSection(<ServiceName id={GOLD._id} />, { at: '/main/services', mountPath: '/main/services' });
    expect(await screen.findByText('Gold Card')).toBeInTheDocument();
    expect(fakeApi.lastCall(api.services.getSingleService)?.params.id).toBe(GOLD._id);
  });

  it('reads nothing without an id', () => {
    renderSection(<ServiceName id={null} />, { at: '/main/services', mountPath: '/main/services' });
    expect(screen.getByText('nothing')).toBeInTheDocument();
    expect(fakeApi.callsTo(api.services.getSingleService)).toHaveLength(0);
  });

  it('reads the service again when it is shown again', async () => {
    const { user } = renderSection(<Toggled id={GOLD._id} />, { at: '/main/services', mountPath: '/main/services' });
    expect(await screen.findByText('Gold Card')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(await screen.findByText('Gold Card')).toBeInTheDocument();
    expect(fakeApi.callsTo(api.services.getSingleService)).toHaveLength(2);
  });
});
