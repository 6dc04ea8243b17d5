import base, { startCode } from '../../eslint.config.mjs';
export default [...base, startCode()];
