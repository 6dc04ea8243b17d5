// What the shell loads as `./Summary`: the section's widget on the shell's dashboard.
export { default } from './app/summary';
