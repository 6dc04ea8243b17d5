import { render, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { LazyCommandPalette } from './lazy-command-palette';

// Its code cannot be fetched (offline, or the shell redeployed under the page).
jest.mock('./command-palette', () => {
  throw new Error('Loading chunk 812 failed');
});

it('closes with a toast when its code cannot be fetched', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const onClose = jest.fn();
  render(
    <>
      <LazyCommandPalette onClose={onClose} />
      <ToastContainer />
    </>,
  );
  expect(await screen.findByText('Could not open the search. Check the connection and try again.')).toBeInTheDocument();
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
