/** The offer service (decision 0015): see the modules for the rules each one follows. */
export { changeFuneralType, type FuneralTypeChange } from "./basic-information";
export { categoriesFor, productById, productsOf, defaultProductFor, type Product } from "./catalogue";
export { isOfferRefusal, OfferRefusal } from "./errors";
export { addService, chooseProduct, removeProduct, removeService } from "./items";
export { changeOfferItems, isOfferLocked, OFFER_LOCK_STALE_MS, requireEditableOffer } from "./lock";
export { recalculateOfferPrice, siteFee } from "./price";
export { isUpToDate, lastRefresh, refreshOffer, type RefreshResult } from "./refresh";
export { loadOfferSummary, type OfferSummary } from "./summary";
