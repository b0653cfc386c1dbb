import { invalidInputToWriteRoutes } from '../support/bad-input';

/** Every write route at an even position of the manifest: 1,000 invalid payloads each (the odd ones: bad-input-b.test.ts). */
invalidInputToWriteRoutes(0);
