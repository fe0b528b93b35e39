import { beforeAll } from 'vitest';
import { i18nReady } from '../i18n/i18n.ts';

// Loading the i18n module starts a dynamic import of the language pack. A test file that imports it
// (often through feedback or the http client) and ends before that import settles has its
// environment torn down under it, and vitest reports an unhandled error (seen on a loaded
// machine): every web test file starts with the strings in.
beforeAll(() => i18nReady);
