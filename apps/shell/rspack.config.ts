// tools/rspack is build tooling shared by the five apps, not an Nx project to import by name.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { createShellConfig } from '../../tools/rspack/create-web-config';

export default createShellConfig();
