export * from './catalogue.mjs';
export * from './image-variants.mjs';
export * from './json-schema.mjs';
export * from './languages.mjs';
export * from './links.mjs';
export * from './resources.mjs';
