function resource<Name extends string>(name: Name) {
  return {
    /** Everything of the resource: invalidate this after a mutation. */
    all: [name] as const,
    /** Every page of the resource's lists, whatever the params (`useResourceList` caches under it). */
    lists: [name, 'list'] as const,
    detail: (id: string) => [name, 'detail', id] as const,
  };
}

/** Query keys, by resource, so remotes invalidate exactly what a mutation changed. */
export const queryKeys = {
  account: {
    ...resource('account'),
    sessions: ['account', 'sessions'] as const,
    security: ['account', 'security'] as const,
    preferences: ['account', 'preferences'] as const,
  },
  settings: { ...resource('settings'), security: ['settings', 'security'] as const, storefrontKeys: ['settings', 'storefrontKeys'] as const },
  auditLog: resource('auditLog'),
  employees: {
    ...resource('employees'),
    me: ['employees', 'me'] as const,
    sessions: (id: string) => ['employees', 'sessions', id] as const,
    security: (id: string) => ['employees', 'security', id] as const,
  },
  invites: resource('invites'),
  orders: {
    ...resource('orders'),
    counts: ['orders', 'counts'] as const,
    timeline: (id: string) => ['orders', 'timeline', id] as const,
    customer: (email: string) => ['orders', 'customer', email.toLowerCase()] as const,
    customerSearch: (search: string) => ['orders', 'customers', search] as const,
    // Under 'orders', so invalidating orders.all (any order mutation) refreshes the dashboard too.
    dashboard: ['orders', 'dashboard'] as const,
  },
  services: resource('services'),
  watchList: resource('watchList'),
  /** A list screen's saved views, by the screen's key. */
  savedViews: { all: ['savedViews'] as const, of: (list: string) => ['savedViews', list] as const },
  serviceCredentials: resource('serviceCredentials'),
  serviceSetupGuides: resource('serviceSetupGuides'),
} as const;
