/** Injection tokens of the catalog context's ports. */
export const CATEGORY_REPOSITORY = Symbol('CategoryRepository');
export const SERVICE_REPOSITORY = Symbol('ServiceRepository');
export const PROVIDER_DIRECTORY = Symbol('ProviderDirectory');
