/**
 * The customer's profile (decision 0018): master data, the requests by post, the care log, the data export
 * (GDPR Art. 15/20) and the deletion of the account. See the modules for the rules each one follows.
 */
export { saveAddress } from "./address";
export { listCareLog, type CareLogEntry } from "./care-log";
export { deleteOwnAccount } from "./delete-account";
export { exportCustomerData } from "./export";
export { confirmContactEmail, loadProfile, updateProfile } from "./master-data";
export { orderProvisionSet, provisionSetOrderedAt, requestDocuments } from "./requests";
