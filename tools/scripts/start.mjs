// `npm start`: the whole product at one URL on the embedded database, with demo data.
import { join } from 'node:path';
import { buildProduct, ensureDependencies, root, startChild } from './lib.mjs';

ensureDependencies();
buildProduct();
startChild(process.execPath, [join(root, 'dist/apps/api/main.js')], {
  NODE_ENV: process.env.NODE_ENV || 'production',
  WEB_DIST_DIR: process.env.WEB_DIST_DIR || join(root, 'dist/apps'),
});
