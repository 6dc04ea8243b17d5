// What the shell loads as `./Routes`: the section's route tree, mounted under its path.
export { default } from './app/routes';
