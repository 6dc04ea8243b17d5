import { render, screen } from '@testing-library/react';
import { Component, type ComponentType, type ReactNode } from 'react';
import { lazyOnMount } from './lazy-on-mount';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Could not load</p> : this.props.children;
  }
}

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

function renderLazy(Lazy: ComponentType<{ name: string }>, key: number) {
  return (
    <Boundary key={key}>
      <Lazy name="Amina" />
    </Boundary>
  );
}

describe('lazyOnMount', () => {
  it('fetches the code on first render and renders the component with its props', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Greeting }));
    const Lazy = lazyOnMount(load, <p>Loading</p>);
    expect(load).not.toHaveBeenCalled();
    render(renderLazy(Lazy, 0));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Amina')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed fetch to the boundary, and fetches again when the boundary remounts it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<{ default: typeof Greeting }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue({ default: Greeting });
    const Lazy = lazyOnMount(load, <p>Loading</p>);
    const view = render(renderLazy(Lazy, 0));
    expect(await screen.findByText('Could not load')).toBeInTheDocument();
    view.rerender(renderLazy(Lazy, 1));
    expect(await screen.findByText('Hello Amina')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
