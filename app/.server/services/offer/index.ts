/** The offer service (decision 0015): see the modules for the rules each one follows. */
export { changeFuneralType, type FuneralTypeChange } from "./basic-information";
export { categoriesFor, productById, productsOf } from "./catalogue";
export { addService, chooseProduct, removeProduct, removeService } from "./items";
export { requireEditableOffer } from "./lock";
export { recalculateOfferPrice } from "./price";
export { refreshOffer } from "./refresh";
export { loadOfferSummary, type OfferSummary } from "./summary";
export { changePackage, loadPackageChoices, packageRefusalFor, previewPackageChange } from "./package";
