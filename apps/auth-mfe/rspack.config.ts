// tools/rspack is build tooling shared by the five apps, not an Nx project to import by name.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { createRemoteConfig } from '../../tools/rspack/create-web-config';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { REMOTES } from '../../tools/rspack/web-apps';

export default createRemoteConfig(REMOTES.auth);
