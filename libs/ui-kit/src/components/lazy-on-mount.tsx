import { type ComponentProps, type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';

/**
 * A component whose code is fetched when it first renders, for a screen most visits never show:
 * `fallback` meanwhile. Each mount makes its own React.lazy: React keeps a failed load's error for
 * good, so a boundary that remounts its children (the shell's Retry on a section) fetches the code
 * again. The lazy is held above its own Suspense, where suspending does not discard it.
 *
 * @example const RegisterRoute = lazyOnMount(() => import('./register-route').then((m) => ({ default: m.RegisterRoute })), <Loader />);
 */
// React.lazy's own bound: any component, whatever its props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyOnMount<C extends ComponentType<any>>(load: () => Promise<{ default: C }>, fallback: ReactNode) {
  function LazyOnMount(props: ComponentProps<C>) {
    const [Loaded] = useState(() => lazy(load));
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyOnMount;
}
