import { render, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { Standalone } from './standalone';

function Section() {
  return <p>{`section at ${useLocation().pathname}`}</p>;
}

describe('Standalone', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('mounts the section at mountPath', () => {
    window.history.replaceState(null, '', '/main/users/42');
    render(<Standalone mountPath="/main/users" section={<Section />} />);
    expect(screen.getByText('section at /main/users/42')).toBeInTheDocument();
  });

  it('sends any other path to mountPath', () => {
    window.history.replaceState(null, '', '/elsewhere');
    render(<Standalone mountPath="/main/users" section={<Section />} />);
    expect(screen.getByText('section at /main/users')).toBeInTheDocument();
  });

  it('rejects a mountPath without a leading slash or with a trailing one', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Standalone mountPath="main/users" section={<Section />} />)).toThrow(
      "Standalone mountPath must start with '/' and not end with one, got 'main/users'",
    );
    expect(() => render(<Standalone mountPath="/main/users/" section={<Section />} />)).toThrow(/got '\/main\/users\/'/);
    jest.restoreAllMocks();
  });
});
