export * from "./catalogue.mjs";
export * from "./image-variants.mjs";
export * from "./json-schema.mjs";
export * from "./languages.mjs";
export * from "./links.mjs";
export * from "./product-facts.mjs";
export * from "./resources.mjs";
export * from "./rich-text.mjs";
