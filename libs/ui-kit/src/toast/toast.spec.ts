import { loadedToastify, onToastifyLoaded, toast } from './toast';

const shown = jest.fn();
let offline = false;
jest.mock('react-toastify', () => {
  if (offline) throw new Error('Loading chunk on-demand-toasts failed');
  return { toast: { success: shown, error: shown, warning: shown } };
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('toast', () => {
  it('fetches react-toastify with the first toast, and tries again with the next after a failed fetch', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const arrived = jest.fn();
    onToastifyLoaded(arrived);
    expect(loadedToastify()).toBeUndefined();

    offline = true;
    toast.error('Network Error');
    await settle();
    expect(shown).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('react-toastify did not load'), 'Network Error', expect.any(Error));

    offline = false;
    toast.error('Failed to update order status');
    await settle();
    expect(arrived).toHaveBeenCalledTimes(1);
    expect(loadedToastify()).toBeDefined();
    // An error stays until closed; a success goes after the container's time.
    expect(shown).toHaveBeenCalledWith('Failed to update order status', { autoClose: false });
    toast.success('Saved');
    await settle();
    expect(shown).toHaveBeenLastCalledWith('Saved', {});
  });
});
