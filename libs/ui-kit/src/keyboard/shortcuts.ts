/** One shortcut as the `?` modal lists it: the key presses, one after the other (`g` then `d`), and what they do. */
export interface Shortcut {
  keys: readonly string[];
  does: string;
}

/** Every shortcut of the product, by where it works: the `?` modal shows this list. */
export const SHORTCUT_GROUPS: readonly { title: string; shortcuts: readonly Shortcut[] }[] = [
  {
    title: 'Anywhere',
    shortcuts: [
      { keys: ['g', 'd'], does: 'Go to the dashboard' },
      { keys: ['g', 'o'], does: 'Go to orders' },
      { keys: ['g', 's'], does: 'Go to services' },
      { keys: ['g', 'u'], does: 'Go to users' },
      { keys: ['Ctrl+K'], does: 'Search everything (⌘K on a Mac)' },
      { keys: ['Alt+T'], does: 'Go to the notifications (Esc closes one)' },
      { keys: ['?'], does: 'Show these shortcuts' },
    ],
  },
  {
    title: 'In a list',
    shortcuts: [
      { keys: ['j'], does: 'Next row' },
      { keys: ['k'], does: 'Previous row' },
      { keys: ['Enter'], does: 'Open the row' },
      { keys: ['x'], does: 'Select the row' },
      { keys: ['/'], does: 'Search' },
    ],
  },
  {
    title: 'On a pending order',
    shortcuts: [
      { keys: ['c'], does: 'Complete the order' },
      { keys: ['Shift+C'], does: 'Cancel the order' },
    ],
  },
];

/** The `aria-keyshortcuts` value of a row action's key, as a screen reader reads it out. */
export const ariaKeyOf = (key: string) => (key.length === 1 && key !== key.toLowerCase() ? `Shift+${key}` : key);
