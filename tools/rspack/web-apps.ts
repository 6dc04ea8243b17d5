import { REMOTE_ENTRY_FILE, type Section, type SectionKey, SECTION_KEYS, SECTIONS } from '../../libs/sections/src/index';

/**
 * What the build and the dev servers need of an app. The remotes come from the sections registry
 * (libs/sections); the shell, not a section, is described here.
 */
export interface WebApp {
  /** Nx project name and folder under apps/ (and dist/apps/). */
  project: string;
  /** Module Federation container name. */
  federationName: string;
  /** Title of the app's own index.html. */
  title: string;
  devPort: number;
}

export const SHELL: WebApp = { project: 'shell', federationName: 'shell', title: 'Shopdesk', devPort: 4200 };

/** A remote's app: its section's names, its page titled after the section ('Shopdesk Orders'). */
export const sectionApp = ({ project, federationName, title, devPort }: Section): WebApp => ({
  project,
  federationName,
  title: `${SHELL.title} ${title}`,
  devPort,
});

/** Where the API the dev servers proxy to runs (`npm run dev` starts it on this port). */
export const DEV_API_ORIGIN = 'http://localhost:3000';

export const devOrigin = (app: WebApp) => `http://localhost:${app.devPort}`;

/** The `/remotes.json` the shell's dev server answers: every remote on its own dev server. */
export function devRemotesJson(): Record<SectionKey, string> {
  const entries = SECTION_KEYS.map((key) => [key, `${devOrigin(sectionApp(SECTIONS[key]))}/${REMOTE_ENTRY_FILE}`]);
  return Object.fromEntries(entries) as Record<SectionKey, string>;
}
