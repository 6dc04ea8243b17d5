import { TextDecoder, TextEncoder } from 'node:util';

// The list controller reads its state from React Router's URL; React Router 7 needs these and
// jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
