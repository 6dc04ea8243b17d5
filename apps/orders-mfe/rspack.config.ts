import { createRemoteConfig } from '../../tools/rspack/create-web-config';

export default createRemoteConfig('orders');
