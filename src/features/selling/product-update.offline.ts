// The offline write of changes to an own ad (PUT /wc/v3/products/{id}).
import { adOfflineWrite } from './ad-offline.ts';
import { PRODUCT_UPDATE } from './publish-queue.ts';

export default adOfflineWrite(PRODUCT_UPDATE);
