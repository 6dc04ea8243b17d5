export { AppProviders, type AppProvidersProps } from './app-providers';
export { Standalone, type StandaloneProps } from './standalone';
export { RequirePermission, type RequirePermissionProps } from './require-permission';
