import { useMediaQuery } from './use-media-query';
import { storedChoice } from './stored-choice';

/** Light or dark, or whatever the system says (the default). */
export type ColorSchemeChoice = 'system' | 'light' | 'dark';
export type ColorScheme = 'light' | 'dark';

/** Where the choice is remembered, per browser. */
export const COLOR_SCHEME_KEY = 'shopdesk.colorScheme';

export const COLOR_SCHEME_CHOICES: readonly ColorSchemeChoice[] = ['system', 'light', 'dark'];

/** The employee's choice, remembered in this browser, and its setter. */
export const useColorSchemeChoice = storedChoice<ColorSchemeChoice>(COLOR_SCHEME_KEY, COLOR_SCHEME_CHOICES, 'system');

/** The scheme in effect: the one chosen, or the system's, followed as it changes (a laptop at dusk). */
export function useColorScheme(): ColorScheme {
  const [choice] = useColorSchemeChoice();
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  if (choice === 'system') return systemDark ? 'dark' : 'light';
  return choice;
}
