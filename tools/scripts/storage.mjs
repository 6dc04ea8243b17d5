// `npm run storage -- move | copy <from> <to>`: the uploaded images of one file driver put into
// another (apps/api/src/cli/storage-command.ts).
import { runApiCli } from './lib.mjs';

runApiCli('storage');
