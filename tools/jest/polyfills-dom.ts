import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoding API that React Router 7 uses.
Object.assign(globalThis, { TextEncoder, TextDecoder });
