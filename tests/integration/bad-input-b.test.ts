import { invalidInputToWriteRoutes } from '../support/bad-input';

/** Every write route at an odd position of the manifest: 1,000 invalid payloads each (the odd ones: bad-input-a.test.ts). */
invalidInputToWriteRoutes(1);
