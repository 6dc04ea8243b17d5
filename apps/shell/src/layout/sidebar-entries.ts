/** The sidebar's entries, in order (docs/product.md#layout). */
export const SIDEBAR_TITLES = ['Dashboard', 'Users', 'Services', 'Orders'] as const;

/** Where an entry goes: `/main/` plus its title with the spaces removed ('/main/Dashboard'). */
export const sidebarPath = (title: string) => `/main/${title.replace(/\s+/g, '')}`;
