// The offline write of a new ad, after its photos (POST /wc/v3/products).
import { adOfflineWrite } from './ad-offline.ts';
import { PRODUCT_CREATE } from './publish-queue.ts';

export default adOfflineWrite(PRODUCT_CREATE, { resume: true });
