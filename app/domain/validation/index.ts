/** Form schemas and field building blocks (one schema per form of the spec). */
export * from "./address";
export * from "./auth";
export * from "./banking";
export * from "./dates";
export * from "./email";
export * from "./fields";
export * from "./finance";
export * from "./letter";
export * from "./offer";
export * from "./patterns";
export * from "./pricing";
export * from "./profile";
export * from "./registration";
export * from "./trusted-person";
export * from "./wishes";
export * from "./billing";
export * from "./second-factor";
