import { createShellConfig } from '../../tools/rspack/create-web-config';

export default createShellConfig();
