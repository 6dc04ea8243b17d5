import { createRemoteConfig } from '../../tools/rspack/create-web-config';
import { REMOTES } from '../../tools/rspack/web-apps';

export default createRemoteConfig(REMOTES.services);
